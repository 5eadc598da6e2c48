/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_EmptyInputs */

const en_trip_empty = /** @type {(inputs: Trip_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No places or events match these interests and budget yet. Try adding an interest or choosing a higher budget.`)
};

const es_trip_empty = /** @type {(inputs: Trip_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay lugares ni eventos que coincidan con estos intereses y este presupuesto. Prueba a agregar un interés o a elegir un presupuesto más alto.`)
};

const fr_trip_empty = /** @type {(inputs: Trip_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun lieu ni événement ne correspond encore à ces centres d’intérêt et à ce budget. Ajoutez un centre d’intérêt ou choisissez un budget plus élevé.`)
};

/**
* | output |
* | --- |
* | "No places or events match these interests and budget yet. Try adding an interest or choosing a higher budget." |
*
* @param {Trip_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_empty = /** @type {((inputs?: Trip_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_empty(inputs)
	if (locale === "fr") return fr_trip_empty(inputs)
	return en_trip_empty(inputs)
});