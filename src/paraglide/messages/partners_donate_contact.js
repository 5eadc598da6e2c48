/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_ContactInputs */

const en_partners_donate_contact = /** @type {(inputs: Partners_Donate_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contact us`)
};

const es_partners_donate_contact = /** @type {(inputs: Partners_Donate_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contáctanos`)
};

const fr_partners_donate_contact = /** @type {(inputs: Partners_Donate_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contactez-nous`)
};

/**
* | output |
* | --- |
* | "contact us" |
*
* @param {Partners_Donate_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_contact = /** @type {((inputs?: Partners_Donate_ContactInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_ContactInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_contact(inputs)
	if (locale === "fr") return fr_partners_donate_contact(inputs)
	return en_partners_donate_contact(inputs)
});