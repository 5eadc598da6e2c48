/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Choose_BoardInputs */

const en_admin_choose_board = /** @type {(inputs: Admin_Choose_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a board`)
};

const es_admin_choose_board = /** @type {(inputs: Admin_Choose_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un distrito`)
};

const fr_admin_choose_board = /** @type {(inputs: Admin_Choose_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un district`)
};

/**
* | output |
* | --- |
* | "Choose a board" |
*
* @param {Admin_Choose_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_choose_board = /** @type {((inputs?: Admin_Choose_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Choose_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_choose_board(inputs)
	if (locale === "fr") return fr_admin_choose_board(inputs)
	return en_admin_choose_board(inputs)
});