/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Sign_In_ChooseInputs */

const en_partners_lp_sign_in_choose = /** @type {(inputs: Partners_Lp_Sign_In_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to choose`)
};

const es_partners_lp_sign_in_choose = /** @type {(inputs: Partners_Lp_Sign_In_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para elegir`)
};

const fr_partners_lp_sign_in_choose = /** @type {(inputs: Partners_Lp_Sign_In_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour choisir`)
};

/**
* | output |
* | --- |
* | "Sign in to choose" |
*
* @param {Partners_Lp_Sign_In_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_sign_in_choose = /** @type {((inputs?: Partners_Lp_Sign_In_ChooseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Sign_In_ChooseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_sign_in_choose(inputs)
	if (locale === "fr") return fr_partners_lp_sign_in_choose(inputs)
	return en_partners_lp_sign_in_choose(inputs)
});