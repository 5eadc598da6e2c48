/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_SaveInputs */

const en_trip_save = /** @type {(inputs: Trip_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save to My Trips`)
};

const es_trip_save = /** @type {(inputs: Trip_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar en Mis viajes`)
};

const fr_trip_save = /** @type {(inputs: Trip_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer dans Mes voyages`)
};

/**
* | output |
* | --- |
* | "Save to My Trips" |
*
* @param {Trip_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_save = /** @type {((inputs?: Trip_SaveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_SaveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_save(inputs)
	if (locale === "fr") return fr_trip_save(inputs)
	return en_trip_save(inputs)
});