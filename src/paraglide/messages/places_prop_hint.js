/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_HintInputs */

const en_places_prop_hint = /** @type {(inputs: Places_Prop_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental prices are per month.`)
};

const es_places_prop_hint = /** @type {(inputs: Places_Prop_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los precios de alquiler son mensuales.`)
};

const fr_places_prop_hint = /** @type {(inputs: Places_Prop_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les loyers sont indiqués par mois.`)
};

/**
* | output |
* | --- |
* | "Rental prices are per month." |
*
* @param {Places_Prop_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_hint = /** @type {((inputs?: Places_Prop_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_hint(inputs)
	if (locale === "fr") return fr_places_prop_hint(inputs)
	return en_places_prop_hint(inputs)
});