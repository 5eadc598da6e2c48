/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_SizeInputs */

const en_places_prop_size = /** @type {(inputs: Places_Prop_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size`)
};

const es_places_prop_size = /** @type {(inputs: Places_Prop_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Superficie`)
};

const fr_places_prop_size = /** @type {(inputs: Places_Prop_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surface`)
};

/**
* | output |
* | --- |
* | "Size" |
*
* @param {Places_Prop_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_size = /** @type {((inputs?: Places_Prop_SizeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_SizeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_size(inputs)
	if (locale === "fr") return fr_places_prop_size(inputs)
	return en_places_prop_size(inputs)
});