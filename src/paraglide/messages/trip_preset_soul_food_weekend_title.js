/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Preset_Soul_Food_Weekend_TitleInputs */

const en_trip_preset_soul_food_weekend_title = /** @type {(inputs: Trip_Preset_Soul_Food_Weekend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soul Food & Culture Weekend`)
};

const es_trip_preset_soul_food_weekend_title = /** @type {(inputs: Trip_Preset_Soul_Food_Weekend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin de semana de soul food y cultura`)
};

const fr_trip_preset_soul_food_weekend_title = /** @type {(inputs: Trip_Preset_Soul_Food_Weekend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Week-end soul food et culture`)
};

/**
* | output |
* | --- |
* | "Soul Food & Culture Weekend" |
*
* @param {Trip_Preset_Soul_Food_Weekend_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_preset_soul_food_weekend_title = /** @type {((inputs?: Trip_Preset_Soul_Food_Weekend_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Preset_Soul_Food_Weekend_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_preset_soul_food_weekend_title(inputs)
	if (locale === "fr") return fr_trip_preset_soul_food_weekend_title(inputs)
	return en_trip_preset_soul_food_weekend_title(inputs)
});