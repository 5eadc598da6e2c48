/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Ended_NoteInputs */

const en_festival_ended_note = /** @type {(inputs: Festival_Ended_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This festival has ended; the programme is kept for the record.`)
};

const es_festival_ended_note = /** @type {(inputs: Festival_Ended_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este festival ya terminó; el programa se conserva como registro.`)
};

const fr_festival_ended_note = /** @type {(inputs: Festival_Ended_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce festival est terminé ; le programme reste en archive.`)
};

/**
* | output |
* | --- |
* | "This festival has ended; the programme is kept for the record." |
*
* @param {Festival_Ended_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_ended_note = /** @type {((inputs?: Festival_Ended_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Ended_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_ended_note(inputs)
	if (locale === "fr") return fr_festival_ended_note(inputs)
	return en_festival_ended_note(inputs)
});