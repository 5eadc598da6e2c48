/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Free_NoteInputs */

const en_festival_free_note = /** @type {(inputs: Festival_Free_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free events need no ticket.`)
};

const es_festival_free_note = /** @type {(inputs: Festival_Free_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los eventos gratuitos no requieren boleto.`)
};

const fr_festival_free_note = /** @type {(inputs: Festival_Free_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les événements gratuits ne demandent pas de billet.`)
};

/**
* | output |
* | --- |
* | "Free events need no ticket." |
*
* @param {Festival_Free_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_free_note = /** @type {((inputs?: Festival_Free_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Free_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_free_note(inputs)
	if (locale === "fr") return fr_festival_free_note(inputs)
	return en_festival_free_note(inputs)
});