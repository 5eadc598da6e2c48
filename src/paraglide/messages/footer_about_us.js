/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_About_UsInputs */

const en_footer_about_us = /** @type {(inputs: Footer_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Us`)
};

const es_footer_about_us = /** @type {(inputs: Footer_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos`)
};

const fr_footer_about_us = /** @type {(inputs: Footer_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui sommes-nous`)
};

/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Footer_About_UsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_about_us = /** @type {((inputs?: Footer_About_UsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_About_UsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_about_us(inputs)
	if (locale === "fr") return fr_footer_about_us(inputs)
	return en_footer_about_us(inputs)
});