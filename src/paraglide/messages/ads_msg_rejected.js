/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_RejectedInputs */

const en_ads_msg_rejected = /** @type {(inputs: Ads_Msg_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad rejected`)
};

const es_ads_msg_rejected = /** @type {(inputs: Ads_Msg_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncio rechazado`)
};

const fr_ads_msg_rejected = /** @type {(inputs: Ads_Msg_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce refusée`)
};

/**
* | output |
* | --- |
* | "Ad rejected" |
*
* @param {Ads_Msg_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_rejected = /** @type {((inputs?: Ads_Msg_RejectedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_RejectedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_rejected(inputs)
	if (locale === "fr") return fr_ads_msg_rejected(inputs)
	return en_ads_msg_rejected(inputs)
});