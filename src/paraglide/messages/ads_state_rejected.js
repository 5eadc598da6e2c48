/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_State_RejectedInputs */

const en_ads_state_rejected = /** @type {(inputs: Ads_State_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejected`)
};

const es_ads_state_rejected = /** @type {(inputs: Ads_State_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazado`)
};

const fr_ads_state_rejected = /** @type {(inputs: Ads_State_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusée`)
};

/**
* | output |
* | --- |
* | "Rejected" |
*
* @param {Ads_State_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_state_rejected = /** @type {((inputs?: Ads_State_RejectedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_State_RejectedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_state_rejected(inputs)
	if (locale === "fr") return fr_ads_state_rejected(inputs)
	return en_ads_state_rejected(inputs)
});