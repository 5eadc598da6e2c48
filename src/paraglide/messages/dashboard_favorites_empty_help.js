/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Favorites_Empty_HelpInputs */

const en_dashboard_favorites_empty_help = /** @type {(inputs: Dashboard_Favorites_Empty_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the places you love with the heart on any business, and they will wait for you here.`)
};

const es_dashboard_favorites_empty_help = /** @type {(inputs: Dashboard_Favorites_Empty_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda los lugares que te encantan con el corazón de cada negocio y aquí te estarán esperando.`)
};

const fr_dashboard_favorites_empty_help = /** @type {(inputs: Dashboard_Favorites_Empty_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez les lieux que vous aimez avec le cœur de chaque commerce : ils vous attendront ici.`)
};

/**
* | output |
* | --- |
* | "Save the places you love with the heart on any business, and they will wait for you here." |
*
* @param {Dashboard_Favorites_Empty_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_favorites_empty_help = /** @type {((inputs?: Dashboard_Favorites_Empty_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Favorites_Empty_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_favorites_empty_help(inputs)
	if (locale === "fr") return fr_dashboard_favorites_empty_help(inputs)
	return en_dashboard_favorites_empty_help(inputs)
});