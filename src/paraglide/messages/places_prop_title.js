/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_TitleInputs */

const en_places_prop_title = /** @type {(inputs: Places_Prop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Real Estate`)
};

const es_places_prop_title = /** @type {(inputs: Places_Prop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienes raíces en Harlem`)
};

const fr_places_prop_title = /** @type {(inputs: Places_Prop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immobilier à Harlem`)
};

/**
* | output |
* | --- |
* | "Harlem Real Estate" |
*
* @param {Places_Prop_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_title = /** @type {((inputs?: Places_Prop_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_title(inputs)
	if (locale === "fr") return fr_places_prop_title(inputs)
	return en_places_prop_title(inputs)
});