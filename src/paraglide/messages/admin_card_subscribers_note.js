/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ suspended: NonNullable<unknown> }} Admin_Card_Subscribers_NoteInputs */

const en_admin_card_subscribers_note = /** @type {(inputs: Admin_Card_Subscribers_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`confirmed · ${i?.suspended}`)
};

const es_admin_card_subscribers_note = /** @type {(inputs: Admin_Card_Subscribers_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`confirmados · ${i?.suspended}`)
};

const fr_admin_card_subscribers_note = /** @type {(inputs: Admin_Card_Subscribers_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`confirmés · ${i?.suspended}`)
};

/**
* | output |
* | --- |
* | "confirmed · {suspended}" |
*
* @param {Admin_Card_Subscribers_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_subscribers_note = /** @type {((inputs: Admin_Card_Subscribers_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_Subscribers_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_subscribers_note(inputs)
	if (locale === "fr") return fr_admin_card_subscribers_note(inputs)
	return en_admin_card_subscribers_note(inputs)
});