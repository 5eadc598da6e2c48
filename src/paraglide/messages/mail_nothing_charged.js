/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Nothing_ChargedInputs */

const en_mail_nothing_charged = /** @type {(inputs: Mail_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged.`)
};

const es_mail_nothing_charged = /** @type {(inputs: Mail_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se te cobró nada.`)
};

const fr_mail_nothing_charged = /** @type {(inputs: Mail_Nothing_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien ne vous a été débité.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged." |
*
* @param {Mail_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_nothing_charged = /** @type {((inputs?: Mail_Nothing_ChargedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Nothing_ChargedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_nothing_charged(inputs)
	if (locale === "fr") return fr_mail_nothing_charged(inputs)
	return en_mail_nothing_charged(inputs)
});