/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Sent_UsInputs */

const en_mail_sent_us = /** @type {(inputs: Mail_Sent_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you sent us:`)
};

const es_mail_sent_us = /** @type {(inputs: Mail_Sent_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto es lo que nos enviaste:`)
};

const fr_mail_sent_us = /** @type {(inputs: Mail_Sent_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voici ce que vous nous avez envoyé :`)
};

/**
* | output |
* | --- |
* | "What you sent us:" |
*
* @param {Mail_Sent_UsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_sent_us = /** @type {((inputs?: Mail_Sent_UsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sent_UsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_sent_us(inputs)
	if (locale === "fr") return fr_mail_sent_us(inputs)
	return en_mail_sent_us(inputs)
});