/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Hello_ThereInputs */

const en_mail_hello_there = /** @type {(inputs: Mail_Hello_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello there,`)
};

const es_mail_hello_there = /** @type {(inputs: Mail_Hello_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hola:`)
};

const fr_mail_hello_there = /** @type {(inputs: Mail_Hello_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonjour,`)
};

/**
* | output |
* | --- |
* | "Hello there," |
*
* @param {Mail_Hello_ThereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_hello_there = /** @type {((inputs?: Mail_Hello_ThereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Hello_ThereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_hello_there(inputs)
	if (locale === "fr") return fr_mail_hello_there(inputs)
	return en_mail_hello_there(inputs)
});