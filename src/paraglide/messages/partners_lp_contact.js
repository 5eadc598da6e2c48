/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_ContactInputs */

const en_partners_lp_contact = /** @type {(inputs: Partners_Lp_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

const es_partners_lp_contact = /** @type {(inputs: Partners_Lp_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contáctanos`)
};

const fr_partners_lp_contact = /** @type {(inputs: Partners_Lp_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactez-nous`)
};

/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Partners_Lp_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_contact = /** @type {((inputs?: Partners_Lp_ContactInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_ContactInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_contact(inputs)
	if (locale === "fr") return fr_partners_lp_contact(inputs)
	return en_partners_lp_contact(inputs)
});