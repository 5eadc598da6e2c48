/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Place_DefaultInputs */

const en_mail_place_default = /** @type {(inputs: Mail_Place_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem, New York`)
};

const es_mail_place_default = /** @type {(inputs: Mail_Place_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem, Nueva York`)
};

const fr_mail_place_default = /** @type {(inputs: Mail_Place_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem (New York)`)
};

/**
* | output |
* | --- |
* | "Harlem, New York" |
*
* @param {Mail_Place_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_place_default = /** @type {((inputs?: Mail_Place_DefaultInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Place_DefaultInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_place_default(inputs)
	if (locale === "fr") return fr_mail_place_default(inputs)
	return en_mail_place_default(inputs)
});