/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Page_TitleInputs */

const en_trip_page_title = /** @type {(inputs: Trip_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trip Planner`)
};

const es_trip_page_title = /** @type {(inputs: Trip_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planificador de viajes`)
};

const fr_trip_page_title = /** @type {(inputs: Trip_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planificateur de voyage`)
};

/**
* | output |
* | --- |
* | "Trip Planner" |
*
* @param {Trip_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_page_title = /** @type {((inputs?: Trip_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Page_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_page_title(inputs)
	if (locale === "fr") return fr_trip_page_title(inputs)
	return en_trip_page_title(inputs)
});