/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Trip_Too_ManyInputs */

const en_cards_trip_too_many = /** @type {(inputs: Cards_Trip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can keep up to 50 itineraries. Remove one to save another.`)
};

const es_cards_trip_too_many = /** @type {(inputs: Cards_Trip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes guardar hasta 50 itinerarios. Elimina uno para guardar otro.`)
};

const fr_cards_trip_too_many = /** @type {(inputs: Cards_Trip_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez conserver jusqu’à 50 itinéraires. Supprimez-en un pour en enregistrer un autre.`)
};

/**
* | output |
* | --- |
* | "You can keep up to 50 itineraries. Remove one to save another." |
*
* @param {Cards_Trip_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_trip_too_many = /** @type {((inputs?: Cards_Trip_Too_ManyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Trip_Too_ManyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_trip_too_many(inputs)
	if (locale === "fr") return fr_cards_trip_too_many(inputs)
	return en_cards_trip_too_many(inputs)
});