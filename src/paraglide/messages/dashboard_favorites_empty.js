/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Favorites_EmptyInputs */

const en_dashboard_favorites_empty = /** @type {(inputs: Dashboard_Favorites_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No favorites yet`)
};

const es_dashboard_favorites_empty = /** @type {(inputs: Dashboard_Favorites_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes favoritos`)
};

const fr_dashboard_favorites_empty = /** @type {(inputs: Dashboard_Favorites_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de favoris`)
};

/**
* | output |
* | --- |
* | "No favorites yet" |
*
* @param {Dashboard_Favorites_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_favorites_empty = /** @type {((inputs?: Dashboard_Favorites_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Favorites_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_favorites_empty(inputs)
	if (locale === "fr") return fr_dashboard_favorites_empty(inputs)
	return en_dashboard_favorites_empty(inputs)
});