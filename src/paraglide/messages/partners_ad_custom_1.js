/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Custom_1Inputs */

const en_partners_ad_custom_1 = /** @type {(inputs: Partners_Ad_Custom_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsored itineraries in the trip planner`)
};

const es_partners_ad_custom_1 = /** @type {(inputs: Partners_Ad_Custom_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerarios patrocinados en el planificador de viajes`)
};

const fr_partners_ad_custom_1 = /** @type {(inputs: Partners_Ad_Custom_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraires sponsorisés dans le planificateur de voyage`)
};

/**
* | output |
* | --- |
* | "Sponsored itineraries in the trip planner" |
*
* @param {Partners_Ad_Custom_1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_custom_1 = /** @type {((inputs?: Partners_Ad_Custom_1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Custom_1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_custom_1(inputs)
	if (locale === "fr") return fr_partners_ad_custom_1(inputs)
	return en_partners_ad_custom_1(inputs)
});