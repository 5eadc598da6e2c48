/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trip_Too_ManyInputs */

const en_dashboard_trip_too_many = /** @type {(inputs: Dashboard_Trip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can keep up to 50 itineraries. Remove one to save another.`)
};

const es_dashboard_trip_too_many = /** @type {(inputs: Dashboard_Trip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes guardar hasta 50 itinerarios. Quita uno para guardar otro.`)
};

const fr_dashboard_trip_too_many = /** @type {(inputs: Dashboard_Trip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez garder jusqu’à 50 itinéraires. Retirez-en un pour en enregistrer un autre.`)
};

/**
* | output |
* | --- |
* | "You can keep up to 50 itineraries. Remove one to save another." |
*
* @param {Dashboard_Trip_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_trip_too_many = /** @type {((inputs?: Dashboard_Trip_Too_ManyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trip_Too_ManyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_trip_too_many(inputs)
	if (locale === "fr") return fr_dashboard_trip_too_many(inputs)
	return en_dashboard_trip_too_many(inputs)
});