/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Step_RegisterInputs */

const en_partners_tt_step_register = /** @type {(inputs: Partners_Tt_Step_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration`)
};

const es_partners_tt_step_register = /** @type {(inputs: Partners_Tt_Step_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro`)
};

const fr_partners_tt_step_register = /** @type {(inputs: Partners_Tt_Step_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

/**
* | output |
* | --- |
* | "Registration" |
*
* @param {Partners_Tt_Step_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_step_register = /** @type {((inputs?: Partners_Tt_Step_RegisterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Step_RegisterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_step_register(inputs)
	if (locale === "fr") return fr_partners_tt_step_register(inputs)
	return en_partners_tt_step_register(inputs)
});