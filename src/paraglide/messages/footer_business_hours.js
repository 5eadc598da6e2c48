/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Business_HoursInputs */

const en_footer_business_hours = /** @type {(inputs: Footer_Business_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business hours`)
};

const es_footer_business_hours = /** @type {(inputs: Footer_Business_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario de atención`)
};

const fr_footer_business_hours = /** @type {(inputs: Footer_Business_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures d'ouverture`)
};

/**
* | output |
* | --- |
* | "Business hours" |
*
* @param {Footer_Business_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_business_hours = /** @type {((inputs?: Footer_Business_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Business_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_business_hours(inputs)
	if (locale === "fr") return fr_footer_business_hours(inputs)
	return en_footer_business_hours(inputs)
});