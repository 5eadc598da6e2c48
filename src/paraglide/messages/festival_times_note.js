/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Times_NoteInputs */

const en_festival_times_note = /** @type {(inputs: Festival_Times_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All times are New York time.`)
};

const es_festival_times_note = /** @type {(inputs: Festival_Times_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los horarios son de Nueva York.`)
};

const fr_festival_times_note = /** @type {(inputs: Festival_Times_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les horaires sont à l’heure de New York.`)
};

/**
* | output |
* | --- |
* | "All times are New York time." |
*
* @param {Festival_Times_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_times_note = /** @type {((inputs?: Festival_Times_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Times_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_times_note(inputs)
	if (locale === "fr") return fr_festival_times_note(inputs)
	return en_festival_times_note(inputs)
});