/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Rejected_ReasonInputs */

const en_ads_rejected_reason = /** @type {(inputs: Ads_Rejected_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason given:`)
};

const es_ads_rejected_reason = /** @type {(inputs: Ads_Rejected_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo indicado:`)
};

const fr_ads_rejected_reason = /** @type {(inputs: Ads_Rejected_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raison donnée :`)
};

/**
* | output |
* | --- |
* | "Reason given:" |
*
* @param {Ads_Rejected_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_rejected_reason = /** @type {((inputs?: Ads_Rejected_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Rejected_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_rejected_reason(inputs)
	if (locale === "fr") return fr_ads_rejected_reason(inputs)
	return en_ads_rejected_reason(inputs)
});