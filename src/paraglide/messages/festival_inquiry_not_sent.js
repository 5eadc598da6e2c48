/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Inquiry_Not_SentInputs */

const en_festival_inquiry_not_sent = /** @type {(inputs: Festival_Inquiry_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquiry not sent`)
};

const es_festival_inquiry_not_sent = /** @type {(inputs: Festival_Inquiry_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud no enviada`)
};

const fr_festival_inquiry_not_sent = /** @type {(inputs: Festival_Inquiry_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande non envoyée`)
};

/**
* | output |
* | --- |
* | "Inquiry not sent" |
*
* @param {Festival_Inquiry_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_inquiry_not_sent = /** @type {((inputs?: Festival_Inquiry_Not_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Inquiry_Not_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_inquiry_not_sent(inputs)
	if (locale === "fr") return fr_festival_inquiry_not_sent(inputs)
	return en_festival_inquiry_not_sent(inputs)
});