/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Empty_BeforeInputs */

const en_festival_empty_before = /** @type {(inputs: Festival_Empty_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back in the summer, or browse`)
};

const es_festival_empty_before = /** @type {(inputs: Festival_Empty_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a consultar en verano, o explora`)
};

const fr_festival_empty_before = /** @type {(inputs: Festival_Empty_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez cet été, ou parcourez`)
};

/**
* | output |
* | --- |
* | "Check back in the summer, or browse" |
*
* @param {Festival_Empty_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_empty_before = /** @type {((inputs?: Festival_Empty_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Empty_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_empty_before(inputs)
	if (locale === "fr") return fr_festival_empty_before(inputs)
	return en_festival_empty_before(inputs)
});