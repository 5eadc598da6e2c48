/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_For_BusinessInputs */

const en_footer_for_business = /** @type {(inputs: Footer_For_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For business`)
};

const es_footer_for_business = /** @type {(inputs: Footer_For_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para negocios`)
};

const fr_footer_for_business = /** @type {(inputs: Footer_For_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les commerces`)
};

/**
* | output |
* | --- |
* | "For business" |
*
* @param {Footer_For_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_for_business = /** @type {((inputs?: Footer_For_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_For_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_for_business(inputs)
	if (locale === "fr") return fr_footer_for_business(inputs)
	return en_footer_for_business(inputs)
});