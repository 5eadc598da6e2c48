/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_NotesInputs */

const en_moderation_to_f_notes = /** @type {(inputs: Moderation_To_F_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibility notes`)
};

const es_moderation_to_f_notes = /** @type {(inputs: Moderation_To_F_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas de accesibilidad`)
};

const fr_moderation_to_f_notes = /** @type {(inputs: Moderation_To_F_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes d’accessibilité`)
};

/**
* | output |
* | --- |
* | "Accessibility notes" |
*
* @param {Moderation_To_F_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_notes = /** @type {((inputs?: Moderation_To_F_NotesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_NotesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_notes(inputs)
	if (locale === "fr") return fr_moderation_to_f_notes(inputs)
	return en_moderation_to_f_notes(inputs)
});