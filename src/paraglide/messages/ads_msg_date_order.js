/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Date_OrderInputs */

const en_ads_msg_date_order = /** @type {(inputs: Ads_Msg_Date_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date must be after the start date.`)
};

const es_ads_msg_date_order = /** @type {(inputs: Ads_Msg_Date_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de fin debe ser posterior a la de inicio.`)
};

const fr_ads_msg_date_order = /** @type {(inputs: Ads_Msg_Date_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de fin doit suivre la date de début.`)
};

/**
* | output |
* | --- |
* | "The end date must be after the start date." |
*
* @param {Ads_Msg_Date_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_date_order = /** @type {((inputs?: Ads_Msg_Date_OrderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Date_OrderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_date_order(inputs)
	if (locale === "fr") return fr_ads_msg_date_order(inputs)
	return en_ads_msg_date_order(inputs)
});