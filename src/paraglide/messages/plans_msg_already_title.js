/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Msg_Already_TitleInputs */

const en_plans_msg_already_title = /** @type {(inputs: Plans_Msg_Already_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already Subscribed`)
};

const es_plans_msg_already_title = /** @type {(inputs: Plans_Msg_Already_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes un plan`)
};

const fr_plans_msg_already_title = /** @type {(inputs: Plans_Msg_Already_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà abonné`)
};

/**
* | output |
* | --- |
* | "Already Subscribed" |
*
* @param {Plans_Msg_Already_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_msg_already_title = /** @type {((inputs?: Plans_Msg_Already_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Msg_Already_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_msg_already_title(inputs)
	if (locale === "fr") return fr_plans_msg_already_title(inputs)
	return en_plans_msg_already_title(inputs)
});