/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Partner_ProgramInputs */

const en_footer_partner_program = /** @type {(inputs: Footer_Partner_ProgramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner Program`)
};

const es_footer_partner_program = /** @type {(inputs: Footer_Partner_ProgramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programa de socios`)
};

const fr_footer_partner_program = /** @type {(inputs: Footer_Partner_ProgramInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme partenaires`)
};

/**
* | output |
* | --- |
* | "Partner Program" |
*
* @param {Footer_Partner_ProgramInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_partner_program = /** @type {((inputs?: Footer_Partner_ProgramInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Partner_ProgramInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_partner_program(inputs)
	if (locale === "fr") return fr_footer_partner_program(inputs)
	return en_footer_partner_program(inputs)
});