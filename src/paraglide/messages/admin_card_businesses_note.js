/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Card_Businesses_NoteInputs */

const en_admin_card_businesses_note = /** @type {(inputs: Admin_Card_Businesses_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} premium`)
};

const es_admin_card_businesses_note = /** @type {(inputs: Admin_Card_Businesses_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} con Premium`)
};

const fr_admin_card_businesses_note = /** @type {(inputs: Admin_Card_Businesses_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} en Premium`)
};

/**
* | output |
* | --- |
* | "{count} premium" |
*
* @param {Admin_Card_Businesses_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_businesses_note = /** @type {((inputs: Admin_Card_Businesses_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_Businesses_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_businesses_note(inputs)
	if (locale === "fr") return fr_admin_card_businesses_note(inputs)
	return en_admin_card_businesses_note(inputs)
});