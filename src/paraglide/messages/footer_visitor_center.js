/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Visitor_CenterInputs */

const en_footer_visitor_center = /** @type {(inputs: Footer_Visitor_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitor Center`)
};

const es_footer_visitor_center = /** @type {(inputs: Footer_Visitor_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro de visitantes`)
};

const fr_footer_visitor_center = /** @type {(inputs: Footer_Visitor_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre d'accueil des visiteurs`)
};

/**
* | output |
* | --- |
* | "Visitor Center" |
*
* @param {Footer_Visitor_CenterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_visitor_center = /** @type {((inputs?: Footer_Visitor_CenterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Visitor_CenterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_visitor_center(inputs)
	if (locale === "fr") return fr_footer_visitor_center(inputs)
	return en_footer_visitor_center(inputs)
});