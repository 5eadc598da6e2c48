/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Faq_Guarantee_LinkInputs */

const en_partners_faq_guarantee_link = /** @type {(inputs: Partners_Faq_Guarantee_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`legal page`)
};

const es_partners_faq_guarantee_link = /** @type {(inputs: Partners_Faq_Guarantee_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`página legal`)
};

const fr_partners_faq_guarantee_link = /** @type {(inputs: Partners_Faq_Guarantee_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`page des mentions légales`)
};

/**
* | output |
* | --- |
* | "legal page" |
*
* @param {Partners_Faq_Guarantee_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_faq_guarantee_link = /** @type {((inputs?: Partners_Faq_Guarantee_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Faq_Guarantee_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_faq_guarantee_link(inputs)
	if (locale === "fr") return fr_partners_faq_guarantee_link(inputs)
	return en_partners_faq_guarantee_link(inputs)
});