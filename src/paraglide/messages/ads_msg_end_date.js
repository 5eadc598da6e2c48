/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_End_DateInputs */

const en_ads_msg_end_date = /** @type {(inputs: Ads_Msg_End_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an end date as YYYY-MM-DD.`)
};

const es_ads_msg_end_date = /** @type {(inputs: Ads_Msg_End_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una fecha de fin como AAAA-MM-DD.`)
};

const fr_ads_msg_end_date = /** @type {(inputs: Ads_Msg_End_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une date de fin au format AAAA-MM-JJ.`)
};

/**
* | output |
* | --- |
* | "Enter an end date as YYYY-MM-DD." |
*
* @param {Ads_Msg_End_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_end_date = /** @type {((inputs?: Ads_Msg_End_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_End_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_end_date(inputs)
	if (locale === "fr") return fr_ads_msg_end_date(inputs)
	return en_ads_msg_end_date(inputs)
});