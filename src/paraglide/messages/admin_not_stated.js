/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Not_StatedInputs */

const en_admin_not_stated = /** @type {(inputs: Admin_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not stated`)
};

const es_admin_not_stated = /** @type {(inputs: Admin_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin indicar`)
};

const fr_admin_not_stated = /** @type {(inputs: Admin_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non précisé`)
};

/**
* | output |
* | --- |
* | "Not stated" |
*
* @param {Admin_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_not_stated = /** @type {((inputs?: Admin_Not_StatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Not_StatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_not_stated(inputs)
	if (locale === "fr") return fr_admin_not_stated(inputs)
	return en_admin_not_stated(inputs)
});