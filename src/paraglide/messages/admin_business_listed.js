/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Business_ListedInputs */

const en_admin_business_listed = /** @type {(inputs: Admin_Business_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is listed again.`)
};

const es_admin_business_listed = /** @type {(inputs: Admin_Business_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vuelve a aparecer en la guía.`)
};

const fr_admin_business_listed = /** @type {(inputs: Admin_Business_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} figure de nouveau dans le guide.`)
};

/**
* | output |
* | --- |
* | "{name} is listed again." |
*
* @param {Admin_Business_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_business_listed = /** @type {((inputs: Admin_Business_ListedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Business_ListedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_business_listed(inputs)
	if (locale === "fr") return fr_admin_business_listed(inputs)
	return en_admin_business_listed(inputs)
});