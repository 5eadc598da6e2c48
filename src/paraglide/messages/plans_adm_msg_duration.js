/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_DurationInputs */

const en_plans_adm_msg_duration = /** @type {(inputs: Plans_Adm_Msg_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose monthly or yearly`)
};

const es_plans_adm_msg_duration = /** @type {(inputs: Plans_Adm_Msg_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige mensual o anual`)
};

const fr_plans_adm_msg_duration = /** @type {(inputs: Plans_Adm_Msg_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez mensuelle ou annuelle`)
};

/**
* | output |
* | --- |
* | "Choose monthly or yearly" |
*
* @param {Plans_Adm_Msg_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_duration = /** @type {((inputs?: Plans_Adm_Msg_DurationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_DurationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_duration(inputs)
	if (locale === "fr") return fr_plans_adm_msg_duration(inputs)
	return en_plans_adm_msg_duration(inputs)
});