/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_No_Business_BeforeInputs */

const en_partners_lp_no_business_before = /** @type {(inputs: Partners_Lp_No_Business_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has no business yet. `)
};

const es_partners_lp_no_business_before = /** @type {(inputs: Partners_Lp_No_Business_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta aún no tiene ningún negocio. `)
};

const fr_partners_lp_no_business_before = /** @type {(inputs: Partners_Lp_No_Business_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte n’a pas encore d’entreprise. `)
};

/**
* | output |
* | --- |
* | "Your account has no business yet." |
*
* @param {Partners_Lp_No_Business_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_no_business_before = /** @type {((inputs?: Partners_Lp_No_Business_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_No_Business_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_no_business_before(inputs)
	if (locale === "fr") return fr_partners_lp_no_business_before(inputs)
	return en_partners_lp_no_business_before(inputs)
});