/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Save_NoteInputs */

const en_trip_save_note = /** @type {(inputs: Trip_Save_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kept in your dashboard`)
};

const es_trip_save_note = /** @type {(inputs: Trip_Save_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guarda en tu panel`)
};

const fr_trip_save_note = /** @type {(inputs: Trip_Save_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservé dans votre tableau de bord`)
};

/**
* | output |
* | --- |
* | "Kept in your dashboard" |
*
* @param {Trip_Save_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_save_note = /** @type {((inputs?: Trip_Save_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Save_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_save_note(inputs)
	if (locale === "fr") return fr_trip_save_note(inputs)
	return en_trip_save_note(inputs)
});