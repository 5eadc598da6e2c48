/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_State_LiveInputs */

const en_ads_state_live = /** @type {(inputs: Ads_State_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live`)
};

const es_ads_state_live = /** @type {(inputs: Ads_State_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activo`)
};

const fr_ads_state_live = /** @type {(inputs: Ads_State_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En ligne`)
};

/**
* | output |
* | --- |
* | "Live" |
*
* @param {Ads_State_LiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_state_live = /** @type {((inputs?: Ads_State_LiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_State_LiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_state_live(inputs)
	if (locale === "fr") return fr_ads_state_live(inputs)
	return en_ads_state_live(inputs)
});