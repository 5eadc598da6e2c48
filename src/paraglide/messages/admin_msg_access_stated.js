/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Access_StatedInputs */

const en_admin_msg_access_stated = /** @type {(inputs: Admin_Msg_Access_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Yes, No or Not stated`)
};

const es_admin_msg_access_stated = /** @type {(inputs: Admin_Msg_Access_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige Sí, No o Sin indicar`)
};

const fr_admin_msg_access_stated = /** @type {(inputs: Admin_Msg_Access_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez Oui, Non ou Non précisé`)
};

/**
* | output |
* | --- |
* | "Choose Yes, No or Not stated" |
*
* @param {Admin_Msg_Access_StatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_access_stated = /** @type {((inputs?: Admin_Msg_Access_StatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Access_StatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_access_stated(inputs)
	if (locale === "fr") return fr_admin_msg_access_stated(inputs)
	return en_admin_msg_access_stated(inputs)
});