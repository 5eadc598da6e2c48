/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Load_Failed_NoteInputs */

const en_admin_load_failed_note = /** @type {(inputs: Admin_Load_Failed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you see may be out of date.`)
};

const es_admin_load_failed_note = /** @type {(inputs: Admin_Load_Failed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que lo que ves no esté actualizado.`)
};

const fr_admin_load_failed_note = /** @type {(inputs: Admin_Load_Failed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous voyez n’est peut-être plus à jour.`)
};

/**
* | output |
* | --- |
* | "What you see may be out of date." |
*
* @param {Admin_Load_Failed_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_load_failed_note = /** @type {((inputs?: Admin_Load_Failed_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Load_Failed_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_load_failed_note(inputs)
	if (locale === "fr") return fr_admin_load_failed_note(inputs)
	return en_admin_load_failed_note(inputs)
});