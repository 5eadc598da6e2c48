/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Form_TitleInputs */

const en_trip_form_title = /** @type {(inputs: Trip_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your preferences`)
};

const es_trip_form_title = /** @type {(inputs: Trip_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus preferencias`)
};

const fr_trip_form_title = /** @type {(inputs: Trip_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos préférences`)
};

/**
* | output |
* | --- |
* | "Your preferences" |
*
* @param {Trip_Form_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_form_title = /** @type {((inputs?: Trip_Form_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Form_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_form_title(inputs)
	if (locale === "fr") return fr_trip_form_title(inputs)
	return en_trip_form_title(inputs)
});