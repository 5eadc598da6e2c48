/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brand_TaglineInputs */

const en_brand_tagline = /** @type {(inputs: Brand_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A City Within A City`)
};

const es_brand_tagline = /** @type {(inputs: Brand_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una ciudad dentro de la ciudad`)
};

const fr_brand_tagline = /** @type {(inputs: Brand_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ville dans la ville`)
};

/**
* | output |
* | --- |
* | "A City Within A City" |
*
* @param {Brand_TaglineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const brand_tagline = /** @type {((inputs?: Brand_TaglineInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brand_TaglineInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_brand_tagline(inputs)
	if (locale === "fr") return fr_brand_tagline(inputs)
	return en_brand_tagline(inputs)
});