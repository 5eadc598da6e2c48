/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Step_Register_LinkInputs */

const en_partners_tt_step_register_link = /** @type {(inputs: Partners_Tt_Step_Register_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`partner program`)
};

const es_partners_tt_step_register_link = /** @type {(inputs: Partners_Tt_Step_Register_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`programa de socios`)
};

const fr_partners_tt_step_register_link = /** @type {(inputs: Partners_Tt_Step_Register_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`programme partenaires`)
};

/**
* | output |
* | --- |
* | "partner program" |
*
* @param {Partners_Tt_Step_Register_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_step_register_link = /** @type {((inputs?: Partners_Tt_Step_Register_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Step_Register_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_step_register_link(inputs)
	if (locale === "fr") return fr_partners_tt_step_register_link(inputs)
	return en_partners_tt_step_register_link(inputs)
});