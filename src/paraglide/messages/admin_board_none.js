/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Board_NoneInputs */

const en_admin_board_none = /** @type {(inputs: Admin_Board_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None (citywide)`)
};

const es_admin_board_none = /** @type {(inputs: Admin_Board_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno (toda la ciudad)`)
};

const fr_admin_board_none = /** @type {(inputs: Admin_Board_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun (toute la ville)`)
};

/**
* | output |
* | --- |
* | "None (citywide)" |
*
* @param {Admin_Board_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_board_none = /** @type {((inputs?: Admin_Board_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Board_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_board_none(inputs)
	if (locale === "fr") return fr_admin_board_none(inputs)
	return en_admin_board_none(inputs)
});