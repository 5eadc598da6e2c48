/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Real_EstateInputs */

const en_nav_real_estate = /** @type {(inputs: Nav_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate`)
};

const es_nav_real_estate = /** @type {(inputs: Nav_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inmuebles`)
};

const fr_nav_real_estate = /** @type {(inputs: Nav_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immobilier`)
};

/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Nav_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_real_estate = /** @type {((inputs?: Nav_Real_EstateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Real_EstateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_real_estate(inputs)
	if (locale === "fr") return fr_nav_real_estate(inputs)
	return en_nav_real_estate(inputs)
});