/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_BrowseInputs */

const en_places_prop_browse = /** @type {(inputs: Places_Prop_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Properties`)
};

const es_places_prop_browse = /** @type {(inputs: Places_Prop_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver propiedades`)
};

const fr_places_prop_browse = /** @type {(inputs: Places_Prop_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les biens`)
};

/**
* | output |
* | --- |
* | "Browse Properties" |
*
* @param {Places_Prop_BrowseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_browse = /** @type {((inputs?: Places_Prop_BrowseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_BrowseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_browse(inputs)
	if (locale === "fr") return fr_places_prop_browse(inputs)
	return en_places_prop_browse(inputs)
});