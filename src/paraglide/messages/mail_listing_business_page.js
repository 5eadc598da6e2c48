/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Listing_Business_PageInputs */

const en_mail_listing_business_page = /** @type {(inputs: Mail_Listing_Business_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your business page: ${i?.link}`)
};

const es_mail_listing_business_page = /** @type {(inputs: Mail_Listing_Business_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La página de tu negocio: ${i?.link}`)
};

const fr_mail_listing_business_page = /** @type {(inputs: Mail_Listing_Business_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La page de votre commerce : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Your business page: {link}" |
*
* @param {Mail_Listing_Business_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_business_page = /** @type {((inputs: Mail_Listing_Business_PageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Business_PageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_business_page(inputs)
	if (locale === "fr") return fr_mail_listing_business_page(inputs)
	return en_mail_listing_business_page(inputs)
});