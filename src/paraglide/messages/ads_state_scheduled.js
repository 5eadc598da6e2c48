/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_State_ScheduledInputs */

const en_ads_state_scheduled = /** @type {(inputs: Ads_State_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved, not started yet`)
};

const es_ads_state_scheduled = /** @type {(inputs: Ads_State_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobado, aún no empieza`)
};

const fr_ads_state_scheduled = /** @type {(inputs: Ads_State_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuvée, pas encore commencée`)
};

/**
* | output |
* | --- |
* | "Approved, not started yet" |
*
* @param {Ads_State_ScheduledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_state_scheduled = /** @type {((inputs?: Ads_State_ScheduledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_State_ScheduledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_state_scheduled(inputs)
	if (locale === "fr") return fr_ads_state_scheduled(inputs)
	return en_ads_state_scheduled(inputs)
});