/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trip_Saved_HelpInputs */

const en_dashboard_trip_saved_help = /** @type {(inputs: Dashboard_Trip_Saved_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find it under My Trips in your dashboard.`)
};

const es_dashboard_trip_saved_help = /** @type {(inputs: Dashboard_Trip_Saved_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo encontrarás en Mis viajes, en tu panel.`)
};

const fr_dashboard_trip_saved_help = /** @type {(inputs: Dashboard_Trip_Saved_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrouvez-le dans Mes voyages, sur votre tableau de bord.`)
};

/**
* | output |
* | --- |
* | "Find it under My Trips in your dashboard." |
*
* @param {Dashboard_Trip_Saved_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_saved_help = /** @type {((inputs?: Dashboard_Trip_Saved_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_Saved_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_saved_help(inputs)
	if (locale === "fr") return fr_dashboard_trip_saved_help(inputs)
	return en_dashboard_trip_saved_help(inputs)
});