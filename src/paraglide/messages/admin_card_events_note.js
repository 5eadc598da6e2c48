/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Card_Events_NoteInputs */

const en_admin_card_events_note = /** @type {(inputs: Admin_Card_Events_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`across 4 community boards`)
};

const es_admin_card_events_note = /** @type {(inputs: Admin_Card_Events_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en los 4 distritos comunitarios`)
};

const fr_admin_card_events_note = /** @type {(inputs: Admin_Card_Events_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dans les 4 districts communautaires`)
};

/**
* | output |
* | --- |
* | "across 4 community boards" |
*
* @param {Admin_Card_Events_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_events_note = /** @type {((inputs?: Admin_Card_Events_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_Events_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_events_note(inputs)
	if (locale === "fr") return fr_admin_card_events_note(inputs)
	return en_admin_card_events_note(inputs)
});