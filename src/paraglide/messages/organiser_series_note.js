/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rule: NonNullable<unknown> }} Organiser_Series_NoteInputs */

const en_organiser_series_note = /** @type {(inputs: Organiser_Series_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repeats: ${i?.rule}. Changes here apply to this date only.`)
};

const es_organiser_series_note = /** @type {(inputs: Organiser_Series_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se repite: ${i?.rule}. Los cambios que hagas aquí solo se aplican a esta fecha.`)
};

const fr_organiser_series_note = /** @type {(inputs: Organiser_Series_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se répète : ${i?.rule}. Les modifications faites ici ne s’appliquent qu’à cette date.`)
};

/**
* | output |
* | --- |
* | "Repeats: {rule}. Changes here apply to this date only." |
*
* @param {Organiser_Series_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_series_note = /** @type {((inputs: Organiser_Series_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Series_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_series_note(inputs)
	if (locale === "fr") return fr_organiser_series_note(inputs)
	return en_organiser_series_note(inputs)
});