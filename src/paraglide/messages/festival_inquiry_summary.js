/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Inquiry_SummaryInputs */

const en_festival_inquiry_summary = /** @type {(inputs: Festival_Inquiry_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a sponsorship inquiry`)
};

const es_festival_inquiry_summary = /** @type {(inputs: Festival_Inquiry_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar una solicitud de patrocinio`)
};

const fr_festival_inquiry_summary = /** @type {(inputs: Festival_Inquiry_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer une demande de mécénat`)
};

/**
* | output |
* | --- |
* | "Send a sponsorship inquiry" |
*
* @param {Festival_Inquiry_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_inquiry_summary = /** @type {((inputs?: Festival_Inquiry_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Inquiry_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_inquiry_summary(inputs)
	if (locale === "fr") return fr_festival_inquiry_summary(inputs)
	return en_festival_inquiry_summary(inputs)
});