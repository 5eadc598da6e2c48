/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Placement_BusinessInputs */

const en_ads_placement_business = /** @type {(inputs: Ads_Placement_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business pages`)
};

const es_ads_placement_business = /** @type {(inputs: Ads_Placement_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de negocios`)
};

const fr_ads_placement_business = /** @type {(inputs: Ads_Placement_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des commerces`)
};

/**
* | output |
* | --- |
* | "Business pages" |
*
* @param {Ads_Placement_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_placement_business = /** @type {((inputs?: Ads_Placement_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Placement_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_placement_business(inputs)
	if (locale === "fr") return fr_ads_placement_business(inputs)
	return en_ads_placement_business(inputs)
});