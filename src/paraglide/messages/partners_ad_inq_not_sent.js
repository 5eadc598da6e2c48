/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Inq_Not_SentInputs */

const en_partners_ad_inq_not_sent = /** @type {(inputs: Partners_Ad_Inq_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquiry not sent`)
};

const es_partners_ad_inq_not_sent = /** @type {(inputs: Partners_Ad_Inq_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta no enviada`)
};

const fr_partners_ad_inq_not_sent = /** @type {(inputs: Partners_Ad_Inq_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande non envoyée`)
};

/**
* | output |
* | --- |
* | "Inquiry not sent" |
*
* @param {Partners_Ad_Inq_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_inq_not_sent = /** @type {((inputs?: Partners_Ad_Inq_Not_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Inq_Not_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_inq_not_sent(inputs)
	if (locale === "fr") return fr_partners_ad_inq_not_sent(inputs)
	return en_partners_ad_inq_not_sent(inputs)
});