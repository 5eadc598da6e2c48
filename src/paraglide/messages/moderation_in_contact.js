/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_ContactInputs */

const en_moderation_in_contact = /** @type {(inputs: Moderation_In_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact messages`)
};

const es_moderation_in_contact = /** @type {(inputs: Moderation_In_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de contacto`)
};

const fr_moderation_in_contact = /** @type {(inputs: Moderation_In_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages de contact`)
};

/**
* | output |
* | --- |
* | "Contact messages" |
*
* @param {Moderation_In_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_contact = /** @type {((inputs?: Moderation_In_ContactInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_ContactInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_contact(inputs)
	if (locale === "fr") return fr_moderation_in_contact(inputs)
	return en_moderation_in_contact(inputs)
});