/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Access_NoteInputs */

const en_admin_access_note = /** @type {(inputs: Admin_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not stated shows the host venue's facts.`)
};

const es_admin_access_note = /** @type {(inputs: Admin_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«Sin indicar» muestra los datos del lugar anfitrión.`)
};

const fr_admin_access_note = /** @type {(inputs: Admin_Access_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`« Non précisé » affiche les informations du lieu d’accueil.`)
};

/**
* | output |
* | --- |
* | "Not stated shows the host venue's facts." |
*
* @param {Admin_Access_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_access_note = /** @type {((inputs?: Admin_Access_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Access_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_access_note(inputs)
	if (locale === "fr") return fr_admin_access_note(inputs)
	return en_admin_access_note(inputs)
});