/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Made_UptownInputs */

const en_footer_made_uptown = /** @type {(inputs: Footer_Made_UptownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Guide. Made uptown.`)
};

const es_footer_made_uptown = /** @type {(inputs: Footer_Made_UptownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Guide. Hecho en uptown.`)
};

const fr_footer_made_uptown = /** @type {(inputs: Footer_Made_UptownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Guide. Fait à uptown.`)
};

/**
* | output |
* | --- |
* | "Harlem Guide. Made uptown." |
*
* @param {Footer_Made_UptownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_made_uptown = /** @type {((inputs?: Footer_Made_UptownInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Made_UptownInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_made_uptown(inputs)
	if (locale === "fr") return fr_footer_made_uptown(inputs)
	return en_footer_made_uptown(inputs)
});