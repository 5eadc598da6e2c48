/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Sign_In_BeforeInputs */

const en_partners_lp_sign_in_before = /** @type {(inputs: Partners_Lp_Sign_In_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans are bought for your own business listing. `)
};

const es_partners_lp_sign_in_before = /** @type {(inputs: Partners_Lp_Sign_In_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes se compran para la ficha de tu propio negocio. `)
};

const fr_partners_lp_sign_in_before = /** @type {(inputs: Partners_Lp_Sign_In_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les formules s’achètent pour la fiche de votre propre entreprise. `)
};

/**
* | output |
* | --- |
* | "Plans are bought for your own business listing." |
*
* @param {Partners_Lp_Sign_In_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_sign_in_before = /** @type {((inputs?: Partners_Lp_Sign_In_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Sign_In_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_sign_in_before(inputs)
	if (locale === "fr") return fr_partners_lp_sign_in_before(inputs)
	return en_partners_lp_sign_in_before(inputs)
});