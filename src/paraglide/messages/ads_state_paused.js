/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_State_PausedInputs */

const en_ads_state_paused = /** @type {(inputs: Ads_State_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paused`)
};

const es_ads_state_paused = /** @type {(inputs: Ads_State_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En pausa`)
};

const fr_ads_state_paused = /** @type {(inputs: Ads_State_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En pause`)
};

/**
* | output |
* | --- |
* | "Paused" |
*
* @param {Ads_State_PausedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_state_paused = /** @type {((inputs?: Ads_State_PausedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_State_PausedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_state_paused(inputs)
	if (locale === "fr") return fr_ads_state_paused(inputs)
	return en_ads_state_paused(inputs)
});