/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_Title_SentInputs */

const en_partners_ad_inq_title_sent = /** @type {(inputs: Partners_Ad_Inq_Title_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquiry Sent`)
};

const es_partners_ad_inq_title_sent = /** @type {(inputs: Partners_Ad_Inq_Title_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta enviada`)
};

const fr_partners_ad_inq_title_sent = /** @type {(inputs: Partners_Ad_Inq_Title_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande envoyée`)
};

/**
* | output |
* | --- |
* | "Inquiry Sent" |
*
* @param {Partners_Ad_Inq_Title_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_title_sent = /** @type {((inputs?: Partners_Ad_Inq_Title_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_Title_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_title_sent(inputs)
	if (locale === "fr") return fr_partners_ad_inq_title_sent(inputs)
	return en_partners_ad_inq_title_sent(inputs)
});