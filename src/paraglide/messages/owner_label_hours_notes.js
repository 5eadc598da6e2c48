/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Label_Hours_NotesInputs */

const en_owner_label_hours_notes = /** @type {(inputs: Owner_Label_Hours_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours notes`)
};

const es_owner_label_hours_notes = /** @type {(inputs: Owner_Label_Hours_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las notas sobre el horario`)
};

const fr_owner_label_hours_notes = /** @type {(inputs: Owner_Label_Hours_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les remarques sur les horaires`)
};

/**
* | output |
* | --- |
* | "Hours notes" |
*
* @param {Owner_Label_Hours_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_label_hours_notes = /** @type {((inputs?: Owner_Label_Hours_NotesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Label_Hours_NotesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_label_hours_notes(inputs)
	if (locale === "fr") return fr_owner_label_hours_notes(inputs)
	return en_owner_label_hours_notes(inputs)
});