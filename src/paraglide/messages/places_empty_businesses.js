/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Empty_BusinessesInputs */

const en_places_empty_businesses = /** @type {(inputs: Places_Empty_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No businesses are listed in ${i?.name} yet.`)
};

const es_places_empty_businesses = /** @type {(inputs: Places_Empty_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todavía no hay negocios en ${i?.name}.`)
};

const fr_places_empty_businesses = /** @type {(inputs: Places_Empty_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun commerce n’est encore référencé à ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "No businesses are listed in {name} yet." |
*
* @param {Places_Empty_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_empty_businesses = /** @type {((inputs: Places_Empty_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Empty_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_empty_businesses(inputs)
	if (locale === "fr") return fr_places_empty_businesses(inputs)
	return en_places_empty_businesses(inputs)
});