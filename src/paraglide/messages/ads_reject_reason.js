/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Reject_ReasonInputs */

const en_ads_reject_reason = /** @type {(inputs: Ads_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for rejecting`)
};

const es_ads_reject_reason = /** @type {(inputs: Ads_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo del rechazo`)
};

const fr_ads_reject_reason = /** @type {(inputs: Ads_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raison du refus`)
};

/**
* | output |
* | --- |
* | "Reason for rejecting" |
*
* @param {Ads_Reject_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_reject_reason = /** @type {((inputs?: Ads_Reject_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Reject_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_reject_reason(inputs)
	if (locale === "fr") return fr_ads_reject_reason(inputs)
	return en_ads_reject_reason(inputs)
});