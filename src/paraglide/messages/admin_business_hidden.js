/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Business_HiddenInputs */

const en_admin_business_hidden = /** @type {(inputs: Admin_Business_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is hidden from the guide.`)
};

const es_admin_business_hidden = /** @type {(inputs: Admin_Business_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya no aparece en la guía.`)
};

const fr_admin_business_hidden = /** @type {(inputs: Admin_Business_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’apparaît plus dans le guide.`)
};

/**
* | output |
* | --- |
* | "{name} is hidden from the guide." |
*
* @param {Admin_Business_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_business_hidden = /** @type {((inputs: Admin_Business_HiddenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Business_HiddenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_business_hidden(inputs)
	if (locale === "fr") return fr_admin_business_hidden(inputs)
	return en_admin_business_hidden(inputs)
});