/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_ReasonInputs */

const en_ads_msg_reason = /** @type {(inputs: Ads_Msg_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the reason for rejecting the ad (at most 500 characters).`)
};

const es_ads_msg_reason = /** @type {(inputs: Ads_Msg_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica el motivo del rechazo (500 caracteres como máximo).`)
};

const fr_ads_msg_reason = /** @type {(inputs: Ads_Msg_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez la raison du refus (500 caractères au plus).`)
};

/**
* | output |
* | --- |
* | "Give the reason for rejecting the ad (at most 500 characters)." |
*
* @param {Ads_Msg_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_reason = /** @type {((inputs?: Ads_Msg_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_reason(inputs)
	if (locale === "fr") return fr_ads_msg_reason(inputs)
	return en_ads_msg_reason(inputs)
});