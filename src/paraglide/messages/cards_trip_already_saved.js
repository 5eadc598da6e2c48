/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Trip_Already_SavedInputs */

const en_cards_trip_already_saved = /** @type {(inputs: Cards_Trip_Already_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This itinerary is already in your dashboard`)
};

const es_cards_trip_already_saved = /** @type {(inputs: Cards_Trip_Already_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este itinerario ya está en tu panel`)
};

const fr_cards_trip_already_saved = /** @type {(inputs: Cards_Trip_Already_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet itinéraire est déjà dans votre tableau de bord`)
};

/**
* | output |
* | --- |
* | "This itinerary is already in your dashboard" |
*
* @param {Cards_Trip_Already_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_trip_already_saved = /** @type {((inputs?: Cards_Trip_Already_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Trip_Already_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_trip_already_saved(inputs)
	if (locale === "fr") return fr_cards_trip_already_saved(inputs)
	return en_cards_trip_already_saved(inputs)
});