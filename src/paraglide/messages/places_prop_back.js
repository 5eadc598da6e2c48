/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_BackInputs */

const en_places_prop_back = /** @type {(inputs: Places_Prop_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to Properties`)
};

const es_places_prop_back = /** @type {(inputs: Places_Prop_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Volver a las propiedades`)
};

const fr_places_prop_back = /** @type {(inputs: Places_Prop_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Retour aux biens`)
};

/**
* | output |
* | --- |
* | "← Back to Properties" |
*
* @param {Places_Prop_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_back = /** @type {((inputs?: Places_Prop_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_back(inputs)
	if (locale === "fr") return fr_places_prop_back(inputs)
	return en_places_prop_back(inputs)
});