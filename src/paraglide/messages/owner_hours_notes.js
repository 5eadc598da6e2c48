/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Hours_NotesInputs */

const en_owner_hours_notes = /** @type {(inputs: Owner_Hours_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes on hours`)
};

const es_owner_hours_notes = /** @type {(inputs: Owner_Hours_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas sobre el horario`)
};

const fr_owner_hours_notes = /** @type {(inputs: Owner_Hours_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remarques sur les horaires`)
};

/**
* | output |
* | --- |
* | "Notes on hours" |
*
* @param {Owner_Hours_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_hours_notes = /** @type {((inputs?: Owner_Hours_NotesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Hours_NotesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_hours_notes(inputs)
	if (locale === "fr") return fr_owner_hours_notes(inputs)
	return en_owner_hours_notes(inputs)
});