/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_ShowcaseInputs */

const en_businesses_showcase = /** @type {(inputs: Businesses_ShowcaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcase`)
};

const es_businesses_showcase = /** @type {(inputs: Businesses_ShowcaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escaparate`)
};

const fr_businesses_showcase = /** @type {(inputs: Businesses_ShowcaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vitrine`)
};

/**
* | output |
* | --- |
* | "Showcase" |
*
* @param {Businesses_ShowcaseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_showcase = /** @type {((inputs?: Businesses_ShowcaseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_ShowcaseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_showcase(inputs)
	if (locale === "fr") return fr_businesses_showcase(inputs)
	return en_businesses_showcase(inputs)
});