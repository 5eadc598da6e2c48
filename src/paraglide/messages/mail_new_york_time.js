/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_New_York_TimeInputs */

const en_mail_new_york_time = /** @type {(inputs: Mail_New_York_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(New York time)`)
};

const es_mail_new_york_time = /** @type {(inputs: Mail_New_York_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(hora de Nueva York)`)
};

const fr_mail_new_york_time = /** @type {(inputs: Mail_New_York_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(heure de New York)`)
};

/**
* | output |
* | --- |
* | "(New York time)" |
*
* @param {Mail_New_York_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_new_york_time = /** @type {((inputs?: Mail_New_York_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_New_York_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_new_york_time(inputs)
	if (locale === "fr") return fr_mail_new_york_time(inputs)
	return en_mail_new_york_time(inputs)
});