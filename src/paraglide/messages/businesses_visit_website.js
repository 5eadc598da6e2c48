/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Visit_WebsiteInputs */

const en_businesses_visit_website = /** @type {(inputs: Businesses_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit Website`)
};

const es_businesses_visit_website = /** @type {(inputs: Businesses_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitar el sitio web`)
};

const fr_businesses_visit_website = /** @type {(inputs: Businesses_Visit_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le site web`)
};

/**
* | output |
* | --- |
* | "Visit Website" |
*
* @param {Businesses_Visit_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_visit_website = /** @type {((inputs?: Businesses_Visit_WebsiteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Visit_WebsiteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_visit_website(inputs)
	if (locale === "fr") return fr_businesses_visit_website(inputs)
	return en_businesses_visit_website(inputs)
});