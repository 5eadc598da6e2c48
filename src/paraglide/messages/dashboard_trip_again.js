/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trip_AgainInputs */

const en_dashboard_trip_again = /** @type {(inputs: Dashboard_Trip_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan it again from today`)
};

const es_dashboard_trip_again = /** @type {(inputs: Dashboard_Trip_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planéalo de nuevo desde hoy`)
};

const fr_dashboard_trip_again = /** @type {(inputs: Dashboard_Trip_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le refaire à partir d’aujourd’hui`)
};

/**
* | output |
* | --- |
* | "Plan it again from today" |
*
* @param {Dashboard_Trip_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_again = /** @type {((inputs?: Dashboard_Trip_AgainInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_AgainInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_again(inputs)
	if (locale === "fr") return fr_dashboard_trip_again(inputs)
	return en_dashboard_trip_again(inputs)
});