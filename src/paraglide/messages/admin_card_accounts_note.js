/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ premium: NonNullable<unknown>, owners: NonNullable<unknown> }} Admin_Card_Accounts_NoteInputs */

const en_admin_card_accounts_note = /** @type {(inputs: Admin_Card_Accounts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.premium} premium, ${i?.owners}`)
};

const es_admin_card_accounts_note = /** @type {(inputs: Admin_Card_Accounts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.premium} con Premium, ${i?.owners}`)
};

const fr_admin_card_accounts_note = /** @type {(inputs: Admin_Card_Accounts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.premium} en Premium, ${i?.owners}`)
};

/**
* | output |
* | --- |
* | "{premium} premium, {owners}" |
*
* @param {Admin_Card_Accounts_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_accounts_note = /** @type {((inputs: Admin_Card_Accounts_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_Accounts_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_accounts_note(inputs)
	if (locale === "fr") return fr_admin_card_accounts_note(inputs)
	return en_admin_card_accounts_note(inputs)
});