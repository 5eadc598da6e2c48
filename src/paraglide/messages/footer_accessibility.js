/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_AccessibilityInputs */

const en_footer_accessibility = /** @type {(inputs: Footer_AccessibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibility`)
};

const es_footer_accessibility = /** @type {(inputs: Footer_AccessibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesibilidad`)
};

const fr_footer_accessibility = /** @type {(inputs: Footer_AccessibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibilité`)
};

/**
* | output |
* | --- |
* | "Accessibility" |
*
* @param {Footer_AccessibilityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_accessibility = /** @type {((inputs?: Footer_AccessibilityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AccessibilityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_accessibility(inputs)
	if (locale === "fr") return fr_footer_accessibility(inputs)
	return en_footer_accessibility(inputs)
});