/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Sign_InInputs */

const en_partners_lp_sign_in = /** @type {(inputs: Partners_Lp_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const es_partners_lp_sign_in = /** @type {(inputs: Partners_Lp_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión`)
};

const fr_partners_lp_sign_in = /** @type {(inputs: Partners_Lp_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Partners_Lp_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_sign_in = /** @type {((inputs?: Partners_Lp_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Sign_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_sign_in(inputs)
	if (locale === "fr") return fr_partners_lp_sign_in(inputs)
	return en_partners_lp_sign_in(inputs)
});