/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_Not_FoundInputs */

const en_plans_adm_msg_not_found = /** @type {(inputs: Plans_Adm_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan no longer exists.`)
};

const es_plans_adm_msg_not_found = /** @type {(inputs: Plans_Adm_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan ya no existe.`)
};

const fr_plans_adm_msg_not_found = /** @type {(inputs: Plans_Adm_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette formule n’existe plus.`)
};

/**
* | output |
* | --- |
* | "This plan no longer exists." |
*
* @param {Plans_Adm_Msg_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_not_found = /** @type {((inputs?: Plans_Adm_Msg_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_not_found(inputs)
	if (locale === "fr") return fr_plans_adm_msg_not_found(inputs)
	return en_plans_adm_msg_not_found(inputs)
});