/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mail_HelloInputs */

const en_mail_hello = /** @type {(inputs: Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name},`)
};

const es_mail_hello = /** @type {(inputs: Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}:`)
};

const fr_mail_hello = /** @type {(inputs: Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Mail_HelloInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_hello = /** @type {((inputs: Mail_HelloInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_HelloInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_hello(inputs)
	if (locale === "fr") return fr_mail_hello(inputs)
	return en_mail_hello(inputs)
});