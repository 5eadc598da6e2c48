/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_ResumedInputs */

const en_ads_msg_resumed = /** @type {(inputs: Ads_Msg_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad resumed`)
};

const es_ads_msg_resumed = /** @type {(inputs: Ads_Msg_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncio reanudado`)
};

const fr_ads_msg_resumed = /** @type {(inputs: Ads_Msg_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce relancée`)
};

/**
* | output |
* | --- |
* | "Ad resumed" |
*
* @param {Ads_Msg_ResumedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_resumed = /** @type {((inputs?: Ads_Msg_ResumedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_ResumedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_resumed(inputs)
	if (locale === "fr") return fr_ads_msg_resumed(inputs)
	return en_ads_msg_resumed(inputs)
});