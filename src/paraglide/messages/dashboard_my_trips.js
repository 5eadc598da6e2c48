/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_My_TripsInputs */

const en_dashboard_my_trips = /** @type {(inputs: Dashboard_My_TripsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Trips`)
};

const es_dashboard_my_trips = /** @type {(inputs: Dashboard_My_TripsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis viajes`)
};

const fr_dashboard_my_trips = /** @type {(inputs: Dashboard_My_TripsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes voyages`)
};

/**
* | output |
* | --- |
* | "My Trips" |
*
* @param {Dashboard_My_TripsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_my_trips = /** @type {((inputs?: Dashboard_My_TripsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_My_TripsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_my_trips(inputs)
	if (locale === "fr") return fr_dashboard_my_trips(inputs)
	return en_dashboard_my_trips(inputs)
});