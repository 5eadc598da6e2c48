/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_No_Business_LinkInputs */

const en_partners_lp_no_business_link = /** @type {(inputs: Partners_Lp_No_Business_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your business dashboard`)
};

const es_partners_lp_no_business_link = /** @type {(inputs: Partners_Lp_No_Business_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre tu panel de negocio`)
};

const fr_partners_lp_no_business_link = /** @type {(inputs: Partners_Lp_No_Business_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrez votre tableau de bord entreprise`)
};

/**
* | output |
* | --- |
* | "Open your business dashboard" |
*
* @param {Partners_Lp_No_Business_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_no_business_link = /** @type {((inputs?: Partners_Lp_No_Business_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_No_Business_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_no_business_link(inputs)
	if (locale === "fr") return fr_partners_lp_no_business_link(inputs)
	return en_partners_lp_no_business_link(inputs)
});