/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_StudioInputs */

const en_places_prop_studio = /** @type {(inputs: Places_Prop_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studio`)
};

const es_places_prop_studio = /** @type {(inputs: Places_Prop_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estudio`)
};

const fr_places_prop_studio = /** @type {(inputs: Places_Prop_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 pièce`)
};

/**
* | output |
* | --- |
* | "Studio" |
*
* @param {Places_Prop_StudioInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_studio = /** @type {((inputs?: Places_Prop_StudioInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_StudioInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_studio(inputs)
	if (locale === "fr") return fr_places_prop_studio(inputs)
	return en_places_prop_studio(inputs)
});