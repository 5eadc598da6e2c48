/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_EndedInputs */

const en_ads_msg_ended = /** @type {(inputs: Ads_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ad has ended and cannot be changed.`)
};

const es_ads_msg_ended = /** @type {(inputs: Ads_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este anuncio terminó y no se puede cambiar.`)
};

const fr_ads_msg_ended = /** @type {(inputs: Ads_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette annonce est terminée et ne peut plus être modifiée.`)
};

/**
* | output |
* | --- |
* | "This ad has ended and cannot be changed." |
*
* @param {Ads_Msg_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_ended = /** @type {((inputs?: Ads_Msg_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_ended(inputs)
	if (locale === "fr") return fr_ads_msg_ended(inputs)
	return en_ads_msg_ended(inputs)
});