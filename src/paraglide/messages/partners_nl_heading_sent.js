/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Heading_SentInputs */

const en_partners_nl_heading_sent = /** @type {(inputs: Partners_Nl_Heading_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Your Inbox`)
};

const es_partners_nl_heading_sent = /** @type {(inputs: Partners_Nl_Heading_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu bandeja de entrada`)
};

const fr_partners_nl_heading_sent = /** @type {(inputs: Partners_Nl_Heading_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez votre boîte de réception`)
};

/**
* | output |
* | --- |
* | "Check Your Inbox" |
*
* @param {Partners_Nl_Heading_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_heading_sent = /** @type {((inputs?: Partners_Nl_Heading_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Heading_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_heading_sent(inputs)
	if (locale === "fr") return fr_partners_nl_heading_sent(inputs)
	return en_partners_nl_heading_sent(inputs)
});