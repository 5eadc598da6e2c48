/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_NotesInputs */

const en_moderation_mo_notes = /** @type {(inputs: Moderation_Mo_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes (kept, and sent to the applicant)`)
};

const es_moderation_mo_notes = /** @type {(inputs: Moderation_Mo_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas (se guardan y se envían al solicitante)`)
};

const fr_moderation_mo_notes = /** @type {(inputs: Moderation_Mo_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes (conservées et envoyées au candidat)`)
};

/**
* | output |
* | --- |
* | "Notes (kept, and sent to the applicant)" |
*
* @param {Moderation_Mo_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_notes = /** @type {((inputs?: Moderation_Mo_NotesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_NotesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_notes(inputs)
	if (locale === "fr") return fr_moderation_mo_notes(inputs)
	return en_moderation_mo_notes(inputs)
});