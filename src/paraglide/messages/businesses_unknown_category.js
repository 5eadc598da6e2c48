/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Businesses_Unknown_CategoryInputs */

const en_businesses_unknown_category = /** @type {(inputs: Businesses_Unknown_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no category called “${i?.value}”, so all categories are shown.`)
};

const es_businesses_unknown_category = /** @type {(inputs: Businesses_Unknown_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ninguna categoría llamada “${i?.value}”, así que se muestran todas.`)
};

const fr_businesses_unknown_category = /** @type {(inputs: Businesses_Unknown_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune catégorie ne s’appelle « ${i?.value} », toutes les catégories sont donc affichées.`)
};

/**
* | output |
* | --- |
* | "There is no category called “{value}”, so all categories are shown." |
*
* @param {Businesses_Unknown_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_unknown_category = /** @type {((inputs: Businesses_Unknown_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Unknown_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_unknown_category(inputs)
	if (locale === "fr") return fr_businesses_unknown_category(inputs)
	return en_businesses_unknown_category(inputs)
});