/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_All_BoardsInputs */

const en_admin_all_boards = /** @type {(inputs: Admin_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All boards`)
};

const es_admin_all_boards = /** @type {(inputs: Admin_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los distritos`)
};

const fr_admin_all_boards = /** @type {(inputs: Admin_All_BoardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les districts`)
};

/**
* | output |
* | --- |
* | "All boards" |
*
* @param {Admin_All_BoardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_all_boards = /** @type {((inputs?: Admin_All_BoardsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_All_BoardsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_all_boards(inputs)
	if (locale === "fr") return fr_admin_all_boards(inputs)
	return en_admin_all_boards(inputs)
});