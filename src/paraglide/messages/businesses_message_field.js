/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Message_FieldInputs */

const en_businesses_message_field = /** @type {(inputs: Businesses_Message_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const es_businesses_message_field = /** @type {(inputs: Businesses_Message_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje`)
};

const fr_businesses_message_field = /** @type {(inputs: Businesses_Message_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre message`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Businesses_Message_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_message_field = /** @type {((inputs?: Businesses_Message_FieldInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Message_FieldInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_message_field(inputs)
	if (locale === "fr") return fr_businesses_message_field(inputs)
	return en_businesses_message_field(inputs)
});