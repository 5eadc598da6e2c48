/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Empty_CultureInputs */

const en_places_empty_culture = /** @type {(inputs: Places_Empty_CultureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No galleries, music venues or cultural spaces are listed in ${i?.name} yet.`)
};

const es_places_empty_culture = /** @type {(inputs: Places_Empty_CultureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todavía no hay galerías, lugares de música ni espacios culturales en ${i?.name}.`)
};

const fr_places_empty_culture = /** @type {(inputs: Places_Empty_CultureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune galerie, salle de concert ni lieu culturel n’est encore référencé à ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "No galleries, music venues or cultural spaces are listed in {name} yet." |
*
* @param {Places_Empty_CultureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_empty_culture = /** @type {((inputs: Places_Empty_CultureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Empty_CultureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_empty_culture(inputs)
	if (locale === "fr") return fr_places_empty_culture(inputs)
	return en_places_empty_culture(inputs)
});