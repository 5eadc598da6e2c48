/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_WebsiteInputs */

const en_exports_col_website = /** @type {(inputs: Exports_Col_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`website`)
};

const es_exports_col_website = /** @type {(inputs: Exports_Col_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sitio web`)
};

const fr_exports_col_website = /** @type {(inputs: Exports_Col_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`site web`)
};

/**
* | output |
* | --- |
* | "website" |
*
* @param {Exports_Col_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_website = /** @type {((inputs?: Exports_Col_WebsiteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_WebsiteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_website(inputs)
	if (locale === "fr") return fr_exports_col_website(inputs)
	return en_exports_col_website(inputs)
});