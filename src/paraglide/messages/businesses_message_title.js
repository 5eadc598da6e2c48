/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Message_TitleInputs */

const en_businesses_message_title = /** @type {(inputs: Businesses_Message_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message ${i?.name}`)
};

const es_businesses_message_title = /** @type {(inputs: Businesses_Message_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribir a ${i?.name}`)
};

const fr_businesses_message_title = /** @type {(inputs: Businesses_Message_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Écrire à ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Message {name}" |
*
* @param {Businesses_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_message_title = /** @type {((inputs: Businesses_Message_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Message_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_message_title(inputs)
	if (locale === "fr") return fr_businesses_message_title(inputs)
	return en_businesses_message_title(inputs)
});