/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_NoteInputs */

const en_owner_msg_note = /** @type {(inputs: Owner_Msg_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us how you are connected to the business (at least 10 characters)`)
};

const es_owner_msg_note = /** @type {(inputs: Owner_Msg_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntanos qué relación tienes con el negocio (al menos 10 caracteres)`)
};

const fr_owner_msg_note = /** @type {(inputs: Owner_Msg_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez-nous votre lien avec l’établissement (au moins 10 caractères)`)
};

/**
* | output |
* | --- |
* | "Tell us how you are connected to the business (at least 10 characters)" |
*
* @param {Owner_Msg_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_note = /** @type {((inputs?: Owner_Msg_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_note(inputs)
	if (locale === "fr") return fr_owner_msg_note(inputs)
	return en_owner_msg_note(inputs)
});