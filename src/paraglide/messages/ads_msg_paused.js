/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_PausedInputs */

const en_ads_msg_paused = /** @type {(inputs: Ads_Msg_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ad paused`)
};

const es_ads_msg_paused = /** @type {(inputs: Ads_Msg_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncio en pausa`)
};

const fr_ads_msg_paused = /** @type {(inputs: Ads_Msg_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce mise en pause`)
};

/**
* | output |
* | --- |
* | "Ad paused" |
*
* @param {Ads_Msg_PausedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_paused = /** @type {((inputs?: Ads_Msg_PausedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_PausedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_paused(inputs)
	if (locale === "fr") return fr_ads_msg_paused(inputs)
	return en_ads_msg_paused(inputs)
});