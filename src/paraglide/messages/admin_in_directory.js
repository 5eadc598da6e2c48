/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_In_DirectoryInputs */

const en_admin_in_directory = /** @type {(inputs: Admin_In_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: it is already in the directory.`)
};

const es_admin_in_directory = /** @type {(inputs: Admin_In_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: ya aparece en el directorio.`)
};

const fr_admin_in_directory = /** @type {(inputs: Admin_In_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` : elle figure déjà dans l’annuaire.`)
};

/**
* | output |
* | --- |
* | ": it is already in the directory." |
*
* @param {Admin_In_DirectoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_in_directory = /** @type {((inputs?: Admin_In_DirectoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_In_DirectoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_in_directory(inputs)
	if (locale === "fr") return fr_admin_in_directory(inputs)
	return en_admin_in_directory(inputs)
});