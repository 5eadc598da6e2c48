/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Follow_UsInputs */

const en_footer_follow_us = /** @type {(inputs: Footer_Follow_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow us`)
};

const es_footer_follow_us = /** @type {(inputs: Footer_Follow_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Síguenos`)
};

const fr_footer_follow_us = /** @type {(inputs: Footer_Follow_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez-nous`)
};

/**
* | output |
* | --- |
* | "Follow us" |
*
* @param {Footer_Follow_UsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_follow_us = /** @type {((inputs?: Footer_Follow_UsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Follow_UsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_follow_us(inputs)
	if (locale === "fr") return fr_footer_follow_us(inputs)
	return en_footer_follow_us(inputs)
});