/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_BoardInputs */

const en_admin_msg_board = /** @type {(inputs: Admin_Msg_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community board is required`)
};

const es_admin_msg_board = /** @type {(inputs: Admin_Msg_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El distrito comunitario es obligatorio`)
};

const fr_admin_msg_board = /** @type {(inputs: Admin_Msg_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le district communautaire est obligatoire`)
};

/**
* | output |
* | --- |
* | "Community board is required" |
*
* @param {Admin_Msg_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_board = /** @type {((inputs?: Admin_Msg_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_board(inputs)
	if (locale === "fr") return fr_admin_msg_board(inputs)
	return en_admin_msg_board(inputs)
});