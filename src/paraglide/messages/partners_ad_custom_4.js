/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Custom_4Inputs */

const en_partners_ad_custom_4 = /** @type {(inputs: Partners_Ad_Custom_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campaigns for hotels, tour operators and cultural institutions`)
};

const es_partners_ad_custom_4 = /** @type {(inputs: Partners_Ad_Custom_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campañas para hoteles, operadores turísticos e instituciones culturales`)
};

const fr_partners_ad_custom_4 = /** @type {(inputs: Partners_Ad_Custom_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campagnes pour hôtels, voyagistes et institutions culturelles`)
};

/**
* | output |
* | --- |
* | "Campaigns for hotels, tour operators and cultural institutions" |
*
* @param {Partners_Ad_Custom_4Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_custom_4 = /** @type {((inputs?: Partners_Ad_Custom_4Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Custom_4Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_custom_4(inputs)
	if (locale === "fr") return fr_partners_ad_custom_4(inputs)
	return en_partners_ad_custom_4(inputs)
});