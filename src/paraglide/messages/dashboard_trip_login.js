/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trip_LoginInputs */

const en_dashboard_trip_login = /** @type {(inputs: Dashboard_Trip_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to save itineraries.`)
};

const es_dashboard_trip_login = /** @type {(inputs: Dashboard_Trip_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar itinerarios.`)
};

const fr_dashboard_trip_login = /** @type {(inputs: Dashboard_Trip_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour enregistrer des itinéraires.`)
};

/**
* | output |
* | --- |
* | "Please log in to save itineraries." |
*
* @param {Dashboard_Trip_LoginInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_login = /** @type {((inputs?: Dashboard_Trip_LoginInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_LoginInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_login(inputs)
	if (locale === "fr") return fr_dashboard_trip_login(inputs)
	return en_dashboard_trip_login(inputs)
});