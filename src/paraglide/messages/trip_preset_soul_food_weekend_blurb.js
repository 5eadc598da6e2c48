/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Preset_Soul_Food_Weekend_BlurbInputs */

const en_trip_preset_soul_food_weekend_blurb = /** @type {(inputs: Trip_Preset_Soul_Food_Weekend_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two days of Harlem kitchens, galleries and stages, one neighborhood a day.`)
};

const es_trip_preset_soul_food_weekend_blurb = /** @type {(inputs: Trip_Preset_Soul_Food_Weekend_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dos días de cocinas, galerías y escenarios de Harlem, un vecindario por día.`)
};

const fr_trip_preset_soul_food_weekend_blurb = /** @type {(inputs: Trip_Preset_Soul_Food_Weekend_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deux jours de cuisines, de galeries et de scènes de Harlem, un quartier par jour.`)
};

/**
* | output |
* | --- |
* | "Two days of Harlem kitchens, galleries and stages, one neighborhood a day." |
*
* @param {Trip_Preset_Soul_Food_Weekend_BlurbInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_preset_soul_food_weekend_blurb = /** @type {((inputs?: Trip_Preset_Soul_Food_Weekend_BlurbInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Preset_Soul_Food_Weekend_BlurbInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_preset_soul_food_weekend_blurb(inputs)
	if (locale === "fr") return fr_trip_preset_soul_food_weekend_blurb(inputs)
	return en_trip_preset_soul_food_weekend_blurb(inputs)
});