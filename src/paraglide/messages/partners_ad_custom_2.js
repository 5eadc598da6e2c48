/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Custom_2Inputs */

const en_partners_ad_custom_2 = /** @type {(inputs: Partners_Ad_Custom_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event series and festival tie-ins`)
};

const es_partners_ad_custom_2 = /** @type {(inputs: Partners_Ad_Custom_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciclos de eventos y colaboraciones con festivales`)
};

const fr_partners_ad_custom_2 = /** @type {(inputs: Partners_Ad_Custom_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séries d’événements et partenariats avec des festivals`)
};

/**
* | output |
* | --- |
* | "Event series and festival tie-ins" |
*
* @param {Partners_Ad_Custom_2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_custom_2 = /** @type {((inputs?: Partners_Ad_Custom_2Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Custom_2Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_custom_2(inputs)
	if (locale === "fr") return fr_partners_ad_custom_2(inputs)
	return en_partners_ad_custom_2(inputs)
});