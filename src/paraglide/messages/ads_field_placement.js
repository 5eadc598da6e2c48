/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Field_PlacementInputs */

const en_ads_field_placement = /** @type {(inputs: Ads_Field_PlacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placement`)
};

const es_ads_field_placement = /** @type {(inputs: Ads_Field_PlacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación`)
};

const fr_ads_field_placement = /** @type {(inputs: Ads_Field_PlacementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplacement`)
};

/**
* | output |
* | --- |
* | "Placement" |
*
* @param {Ads_Field_PlacementInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_field_placement = /** @type {((inputs?: Ads_Field_PlacementInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Field_PlacementInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_field_placement(inputs)
	if (locale === "fr") return fr_ads_field_placement(inputs)
	return en_ads_field_placement(inputs)
});