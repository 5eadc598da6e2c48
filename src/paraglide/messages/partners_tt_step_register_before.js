/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Step_Register_BeforeInputs */

const en_partners_tt_step_register_before = /** @type {(inputs: Partners_Tt_Step_Register_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply through the `)
};

const es_partners_tt_step_register_before = /** @type {(inputs: Partners_Tt_Step_Register_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presenta tu solicitud a través del `)
};

const fr_partners_tt_step_register_before = /** @type {(inputs: Partners_Tt_Step_Register_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postulez via le `)
};

/**
* | output |
* | --- |
* | "Apply through the" |
*
* @param {Partners_Tt_Step_Register_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_step_register_before = /** @type {((inputs?: Partners_Tt_Step_Register_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Step_Register_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_step_register_before(inputs)
	if (locale === "fr") return fr_partners_tt_step_register_before(inputs)
	return en_partners_tt_step_register_before(inputs)
});