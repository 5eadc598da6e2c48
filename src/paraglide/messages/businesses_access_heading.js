/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Access_HeadingInputs */

const en_businesses_access_heading = /** @type {(inputs: Businesses_Access_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibility`)
};

const es_businesses_access_heading = /** @type {(inputs: Businesses_Access_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesibilidad`)
};

const fr_businesses_access_heading = /** @type {(inputs: Businesses_Access_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibilité`)
};

/**
* | output |
* | --- |
* | "Accessibility" |
*
* @param {Businesses_Access_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_access_heading = /** @type {((inputs?: Businesses_Access_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Access_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_access_heading(inputs)
	if (locale === "fr") return fr_businesses_access_heading(inputs)
	return en_businesses_access_heading(inputs)
});