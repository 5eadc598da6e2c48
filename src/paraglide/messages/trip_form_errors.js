/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Form_ErrorsInputs */

const en_trip_form_errors = /** @type {(inputs: Trip_Form_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We need a little more to plan your trip`)
};

const es_trip_form_errors = /** @type {(inputs: Trip_Form_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesitamos un poco más para planificar tu viaje`)
};

const fr_trip_form_errors = /** @type {(inputs: Trip_Form_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il nous manque quelques informations pour préparer votre séjour`)
};

/**
* | output |
* | --- |
* | "We need a little more to plan your trip" |
*
* @param {Trip_Form_ErrorsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_form_errors = /** @type {((inputs?: Trip_Form_ErrorsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Form_ErrorsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_form_errors(inputs)
	if (locale === "fr") return fr_trip_form_errors(inputs)
	return en_trip_form_errors(inputs)
});