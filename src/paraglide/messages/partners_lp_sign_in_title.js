/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Sign_In_TitleInputs */

const en_partners_lp_sign_in_title = /** @type {(inputs: Partners_Lp_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to choose a plan`)
};

const es_partners_lp_sign_in_title = /** @type {(inputs: Partners_Lp_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para elegir un plan`)
};

const fr_partners_lp_sign_in_title = /** @type {(inputs: Partners_Lp_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour choisir une formule`)
};

/**
* | output |
* | --- |
* | "Sign in to choose a plan" |
*
* @param {Partners_Lp_Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_sign_in_title = /** @type {((inputs?: Partners_Lp_Sign_In_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Sign_In_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_sign_in_title(inputs)
	if (locale === "fr") return fr_partners_lp_sign_in_title(inputs)
	return en_partners_lp_sign_in_title(inputs)
});