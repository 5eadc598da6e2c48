/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_NameInputs */

const en_plans_adm_msg_name = /** @type {(inputs: Plans_Adm_Msg_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan name is required`)
};

const es_plans_adm_msg_name = /** @type {(inputs: Plans_Adm_Msg_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre del plan es obligatorio`)
};

const fr_plans_adm_msg_name = /** @type {(inputs: Plans_Adm_Msg_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom de la formule est obligatoire`)
};

/**
* | output |
* | --- |
* | "Plan name is required" |
*
* @param {Plans_Adm_Msg_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_name = /** @type {((inputs?: Plans_Adm_Msg_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_name(inputs)
	if (locale === "fr") return fr_plans_adm_msg_name(inputs)
	return en_plans_adm_msg_name(inputs)
});