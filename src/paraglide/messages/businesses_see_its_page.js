/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_See_Its_PageInputs */

const en_businesses_see_its_page = /** @type {(inputs: Businesses_See_Its_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See its page`)
};

const es_businesses_see_its_page = /** @type {(inputs: Businesses_See_Its_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta su página`)
};

const fr_businesses_see_its_page = /** @type {(inputs: Businesses_See_Its_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez sa page`)
};

/**
* | output |
* | --- |
* | "See its page" |
*
* @param {Businesses_See_Its_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_see_its_page = /** @type {((inputs?: Businesses_See_Its_PageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_See_Its_PageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_see_its_page(inputs)
	if (locale === "fr") return fr_businesses_see_its_page(inputs)
	return en_businesses_see_its_page(inputs)
});