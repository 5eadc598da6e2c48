/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_FailedInputs */

const en_ads_msg_failed = /** @type {(inputs: Ads_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ad could not be saved. Please try again.`)
};

const es_ads_msg_failed = /** @type {(inputs: Ads_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el anuncio. Inténtalo de nuevo.`)
};

const fr_ads_msg_failed = /** @type {(inputs: Ads_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’annonce n’a pas pu être enregistrée. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The ad could not be saved. Please try again." |
*
* @param {Ads_Msg_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_failed = /** @type {((inputs?: Ads_Msg_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_failed(inputs)
	if (locale === "fr") return fr_ads_msg_failed(inputs)
	return en_ads_msg_failed(inputs)
});