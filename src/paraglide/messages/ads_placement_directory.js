/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Placement_DirectoryInputs */

const en_ads_placement_directory = /** @type {(inputs: Ads_Placement_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business directory`)
};

const es_ads_placement_directory = /** @type {(inputs: Ads_Placement_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directorio de negocios`)
};

const fr_ads_placement_directory = /** @type {(inputs: Ads_Placement_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuaire des commerces`)
};

/**
* | output |
* | --- |
* | "Business directory" |
*
* @param {Ads_Placement_DirectoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_placement_directory = /** @type {((inputs?: Ads_Placement_DirectoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Placement_DirectoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_placement_directory(inputs)
	if (locale === "fr") return fr_ads_placement_directory(inputs)
	return en_ads_placement_directory(inputs)
});