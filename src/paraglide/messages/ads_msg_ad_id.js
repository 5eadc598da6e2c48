/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Ad_IdInputs */

const en_ads_msg_ad_id = /** @type {(inputs: Ads_Msg_Ad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad not found`)
};

const es_ads_msg_ad_id = /** @type {(inputs: Ads_Msg_Ad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncio no encontrado`)
};

const fr_ads_msg_ad_id = /** @type {(inputs: Ads_Msg_Ad_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce introuvable`)
};

/**
* | output |
* | --- |
* | "Ad not found" |
*
* @param {Ads_Msg_Ad_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_ad_id = /** @type {((inputs?: Ads_Msg_Ad_IdInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Ad_IdInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_ad_id(inputs)
	if (locale === "fr") return fr_ads_msg_ad_id(inputs)
	return en_ads_msg_ad_id(inputs)
});