/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Trip_Saved_WhereInputs */

const en_cards_trip_saved_where = /** @type {(inputs: Cards_Trip_Saved_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find it under My Trips in your dashboard.`)
};

const es_cards_trip_saved_where = /** @type {(inputs: Cards_Trip_Saved_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo encontrarás en Mis viajes, en tu panel.`)
};

const fr_cards_trip_saved_where = /** @type {(inputs: Cards_Trip_Saved_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous le retrouverez dans Mes voyages, sur votre tableau de bord.`)
};

/**
* | output |
* | --- |
* | "Find it under My Trips in your dashboard." |
*
* @param {Cards_Trip_Saved_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_trip_saved_where = /** @type {((inputs?: Cards_Trip_Saved_WhereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Trip_Saved_WhereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_trip_saved_where(inputs)
	if (locale === "fr") return fr_cards_trip_saved_where(inputs)
	return en_cards_trip_saved_where(inputs)
});