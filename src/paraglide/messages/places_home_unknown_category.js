/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Places_Home_Unknown_CategoryInputs */

const en_places_home_unknown_category = /** @type {(inputs: Places_Home_Unknown_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no category called “${i?.category}”, so all categories are shown.`)
};

const es_places_home_unknown_category = /** @type {(inputs: Places_Home_Unknown_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ninguna categoría llamada “${i?.category}”, así que se muestran todas.`)
};

const fr_places_home_unknown_category = /** @type {(inputs: Places_Home_Unknown_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune catégorie ne s’appelle « ${i?.category} » : toutes les catégories sont affichées.`)
};

/**
* | output |
* | --- |
* | "There is no category called “{category}”, so all categories are shown." |
*
* @param {Places_Home_Unknown_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_home_unknown_category = /** @type {((inputs: Places_Home_Unknown_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Home_Unknown_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_home_unknown_category(inputs)
	if (locale === "fr") return fr_places_home_unknown_category(inputs)
	return en_places_home_unknown_category(inputs)
});