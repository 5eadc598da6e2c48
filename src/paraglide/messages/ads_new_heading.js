/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_New_HeadingInputs */

const en_ads_new_heading = /** @type {(inputs: Ads_New_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New ad`)
};

const es_ads_new_heading = /** @type {(inputs: Ads_New_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo anuncio`)
};

const fr_ads_new_heading = /** @type {(inputs: Ads_New_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle annonce`)
};

/**
* | output |
* | --- |
* | "New ad" |
*
* @param {Ads_New_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_new_heading = /** @type {((inputs?: Ads_New_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_New_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_new_heading(inputs)
	if (locale === "fr") return fr_ads_new_heading(inputs)
	return en_ads_new_heading(inputs)
});