/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Ask_HeadingInputs */

const en_places_prop_ask_heading = /** @type {(inputs: Places_Prop_Ask_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask About This Property`)
};

const es_places_prop_ask_heading = /** @type {(inputs: Places_Prop_Ask_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta por esta propiedad`)
};

const fr_places_prop_ask_heading = /** @type {(inputs: Places_Prop_Ask_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se renseigner sur ce bien`)
};

/**
* | output |
* | --- |
* | "Ask About This Property" |
*
* @param {Places_Prop_Ask_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_ask_heading = /** @type {((inputs?: Places_Prop_Ask_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Ask_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_ask_heading(inputs)
	if (locale === "fr") return fr_places_prop_ask_heading(inputs)
	return en_places_prop_ask_heading(inputs)
});