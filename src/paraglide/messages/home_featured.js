/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_FeaturedInputs */

const en_home_featured = /** @type {(inputs: Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured attractions`)
};

const es_home_featured = /** @type {(inputs: Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atracciones destacadas`)
};

const fr_home_featured = /** @type {(inputs: Home_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attractions à la une`)
};

/**
* | output |
* | --- |
* | "Featured attractions" |
*
* @param {Home_FeaturedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_featured = /** @type {((inputs?: Home_FeaturedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_FeaturedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_featured(inputs)
	if (locale === "fr") return fr_home_featured(inputs)
	return en_home_featured(inputs)
});