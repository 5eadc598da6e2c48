/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Load_ErrorInputs */

const en_trip_load_error = /** @type {(inputs: Trip_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan could not be made right now. Check your connection and try again.`)
};

const es_trip_load_error = /** @type {(inputs: Trip_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el plan en este momento. Revisa tu conexión e inténtalo de nuevo.`)
};

const fr_trip_load_error = /** @type {(inputs: Trip_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le programme pour le moment. Vérifiez votre connexion et réessayez.`)
};

/**
* | output |
* | --- |
* | "The plan could not be made right now. Check your connection and try again." |
*
* @param {Trip_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_load_error = /** @type {((inputs?: Trip_Load_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Load_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_load_error(inputs)
	if (locale === "fr") return fr_trip_load_error(inputs)
	return en_trip_load_error(inputs)
});