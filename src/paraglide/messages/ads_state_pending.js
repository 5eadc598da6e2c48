/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_State_PendingInputs */

const en_ads_state_pending = /** @type {(inputs: Ads_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for approval`)
};

const es_ads_state_pending = /** @type {(inputs: Ads_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de aprobación`)
};

const fr_ads_state_pending = /** @type {(inputs: Ads_State_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de validation`)
};

/**
* | output |
* | --- |
* | "Waiting for approval" |
*
* @param {Ads_State_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_state_pending = /** @type {((inputs?: Ads_State_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_State_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_state_pending(inputs)
	if (locale === "fr") return fr_ads_state_pending(inputs)
	return en_ads_state_pending(inputs)
});