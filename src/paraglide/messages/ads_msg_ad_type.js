/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Ad_TypeInputs */

const en_ads_msg_ad_type = /** @type {(inputs: Ads_Msg_Ad_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose banner or card.`)
};

const es_ads_msg_ad_type = /** @type {(inputs: Ads_Msg_Ad_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige banner o tarjeta.`)
};

const fr_ads_msg_ad_type = /** @type {(inputs: Ads_Msg_Ad_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez bannière ou carte.`)
};

/**
* | output |
* | --- |
* | "Choose banner or card." |
*
* @param {Ads_Msg_Ad_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_ad_type = /** @type {((inputs?: Ads_Msg_Ad_TypeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Ad_TypeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_ad_type(inputs)
	if (locale === "fr") return fr_ads_msg_ad_type(inputs)
	return en_ads_msg_ad_type(inputs)
});