/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Step_VerifyInputs */

const en_partners_tt_step_verify = /** @type {(inputs: Partners_Tt_Step_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification`)
};

const es_partners_tt_step_verify = /** @type {(inputs: Partners_Tt_Step_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificación`)
};

const fr_partners_tt_step_verify = /** @type {(inputs: Partners_Tt_Step_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification`)
};

/**
* | output |
* | --- |
* | "Verification" |
*
* @param {Partners_Tt_Step_VerifyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_step_verify = /** @type {((inputs?: Partners_Tt_Step_VerifyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Step_VerifyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_step_verify(inputs)
	if (locale === "fr") return fr_partners_tt_step_verify(inputs)
	return en_partners_tt_step_verify(inputs)
});