/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Placement_HomeInputs */

const en_ads_placement_home = /** @type {(inputs: Ads_Placement_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page`)
};

const es_ads_placement_home = /** @type {(inputs: Ads_Placement_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página de inicio`)
};

const fr_ads_placement_home = /** @type {(inputs: Ads_Placement_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page d’accueil`)
};

/**
* | output |
* | --- |
* | "Home page" |
*
* @param {Ads_Placement_HomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_placement_home = /** @type {((inputs?: Ads_Placement_HomeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Placement_HomeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_placement_home(inputs)
	if (locale === "fr") return fr_ads_placement_home(inputs)
	return en_ads_placement_home(inputs)
});