/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_Confirm_NoteInputs */

const en_moderation_pe_confirm_note = /** @type {(inputs: Moderation_Pe_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It applies at once to every account with this role.`)
};

const es_moderation_pe_confirm_note = /** @type {(inputs: Moderation_Pe_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se aplica de inmediato a todas las cuentas con este rol.`)
};

const fr_moderation_pe_confirm_note = /** @type {(inputs: Moderation_Pe_Confirm_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cela s’applique aussitôt à tous les comptes ayant ce rôle.`)
};

/**
* | output |
* | --- |
* | "It applies at once to every account with this role." |
*
* @param {Moderation_Pe_Confirm_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_confirm_note = /** @type {((inputs?: Moderation_Pe_Confirm_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Confirm_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_confirm_note(inputs)
	if (locale === "fr") return fr_moderation_pe_confirm_note(inputs)
	return en_moderation_pe_confirm_note(inputs)
});