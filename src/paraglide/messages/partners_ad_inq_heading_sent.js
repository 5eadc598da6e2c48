/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_Heading_SentInputs */

const en_partners_ad_inq_heading_sent = /** @type {(inputs: Partners_Ad_Inq_Heading_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquiry sent`)
};

const es_partners_ad_inq_heading_sent = /** @type {(inputs: Partners_Ad_Inq_Heading_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta enviada`)
};

const fr_partners_ad_inq_heading_sent = /** @type {(inputs: Partners_Ad_Inq_Heading_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande envoyée`)
};

/**
* | output |
* | --- |
* | "Inquiry sent" |
*
* @param {Partners_Ad_Inq_Heading_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_heading_sent = /** @type {((inputs?: Partners_Ad_Inq_Heading_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_Heading_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_heading_sent(inputs)
	if (locale === "fr") return fr_partners_ad_inq_heading_sent(inputs)
	return en_partners_ad_inq_heading_sent(inputs)
});