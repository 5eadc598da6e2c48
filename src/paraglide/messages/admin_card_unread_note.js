/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Card_Unread_NoteInputs */

const en_admin_card_unread_note = /** @type {(inputs: Admin_Card_Unread_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the inboxes`)
};

const es_admin_card_unread_note = /** @type {(inputs: Admin_Card_Unread_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en las bandejas de entrada`)
};

const fr_admin_card_unread_note = /** @type {(inputs: Admin_Card_Unread_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dans les boîtes de réception`)
};

/**
* | output |
* | --- |
* | "in the inboxes" |
*
* @param {Admin_Card_Unread_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_unread_note = /** @type {((inputs?: Admin_Card_Unread_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_Unread_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_unread_note(inputs)
	if (locale === "fr") return fr_admin_card_unread_note(inputs)
	return en_admin_card_unread_note(inputs)
});