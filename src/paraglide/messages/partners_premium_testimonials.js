/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_TestimonialsInputs */

const en_partners_premium_testimonials = /** @type {(inputs: Partners_Premium_TestimonialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What members say about Harlem`)
};

const es_partners_premium_testimonials = /** @type {(inputs: Partners_Premium_TestimonialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que dicen los miembros sobre Harlem`)
};

const fr_partners_premium_testimonials = /** @type {(inputs: Partners_Premium_TestimonialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que les membres disent de Harlem`)
};

/**
* | output |
* | --- |
* | "What members say about Harlem" |
*
* @param {Partners_Premium_TestimonialsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_testimonials = /** @type {((inputs?: Partners_Premium_TestimonialsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_TestimonialsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_testimonials(inputs)
	if (locale === "fr") return fr_partners_premium_testimonials(inputs)
	return en_partners_premium_testimonials(inputs)
});