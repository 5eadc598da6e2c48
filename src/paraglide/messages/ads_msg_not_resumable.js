/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_Not_ResumableInputs */

const en_ads_msg_not_resumable = /** @type {(inputs: Ads_Msg_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a paused ad can be resumed.`)
};

const es_ads_msg_not_resumable = /** @type {(inputs: Ads_Msg_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se puede reanudar un anuncio en pausa.`)
};

const fr_ads_msg_not_resumable = /** @type {(inputs: Ads_Msg_Not_ResumableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une annonce en pause peut reprendre.`)
};

/**
* | output |
* | --- |
* | "Only a paused ad can be resumed." |
*
* @param {Ads_Msg_Not_ResumableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_not_resumable = /** @type {((inputs?: Ads_Msg_Not_ResumableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_Not_ResumableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_not_resumable(inputs)
	if (locale === "fr") return fr_ads_msg_not_resumable(inputs)
	return en_ads_msg_not_resumable(inputs)
});