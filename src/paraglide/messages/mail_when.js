/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Mail_WhenInputs */

const en_mail_when = /** @type {(inputs: Mail_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When: ${i?.when}`)
};

const es_mail_when = /** @type {(inputs: Mail_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cuándo: ${i?.when}`)
};

const fr_mail_when = /** @type {(inputs: Mail_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quand : ${i?.when}`)
};

/**
* | output |
* | --- |
* | "When: {when}" |
*
* @param {Mail_WhenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_when = /** @type {((inputs: Mail_WhenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_WhenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_when(inputs)
	if (locale === "fr") return fr_mail_when(inputs)
	return en_mail_when(inputs)
});