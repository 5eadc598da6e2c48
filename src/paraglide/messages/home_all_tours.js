/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_All_ToursInputs */

const en_home_all_tours = /** @type {(inputs: Home_All_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All tours and experiences`)
};

const es_home_all_tours = /** @type {(inputs: Home_All_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los tours y experiencias`)
};

const fr_home_all_tours = /** @type {(inputs: Home_All_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les visites et expériences`)
};

/**
* | output |
* | --- |
* | "All tours and experiences" |
*
* @param {Home_All_ToursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_all_tours = /** @type {((inputs?: Home_All_ToursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_All_ToursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_all_tours(inputs)
	if (locale === "fr") return fr_home_all_tours(inputs)
	return en_home_all_tours(inputs)
});