/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Owners_LinkInputs */

const en_partners_lp_owners_link = /** @type {(inputs: Partners_Lp_Owners_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your business`)
};

const es_partners_lp_owners_link = /** @type {(inputs: Partners_Lp_Owners_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Háblanos de tu negocio`)
};

const fr_partners_lp_owners_link = /** @type {(inputs: Partners_Lp_Owners_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre entreprise`)
};

/**
* | output |
* | --- |
* | "Tell us about your business" |
*
* @param {Partners_Lp_Owners_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_owners_link = /** @type {((inputs?: Partners_Lp_Owners_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Owners_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_owners_link(inputs)
	if (locale === "fr") return fr_partners_lp_owners_link(inputs)
	return en_partners_lp_owners_link(inputs)
});