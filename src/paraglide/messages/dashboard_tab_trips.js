/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Tab_TripsInputs */

const en_dashboard_tab_trips = /** @type {(inputs: Dashboard_Tab_TripsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`My Trips (${i?.count})`)
};

const es_dashboard_tab_trips = /** @type {(inputs: Dashboard_Tab_TripsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mis viajes (${i?.count})`)
};

const fr_dashboard_tab_trips = /** @type {(inputs: Dashboard_Tab_TripsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mes voyages (${i?.count})`)
};

/**
* | output |
* | --- |
* | "My Trips ({count})" |
*
* @param {Dashboard_Tab_TripsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_tab_trips = /** @type {((inputs: Dashboard_Tab_TripsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Tab_TripsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_tab_trips(inputs)
	if (locale === "fr") return fr_dashboard_tab_trips(inputs)
	return en_dashboard_tab_trips(inputs)
});