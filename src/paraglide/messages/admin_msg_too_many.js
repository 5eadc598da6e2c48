/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Too_ManyInputs */

const en_admin_msg_too_many = /** @type {(inputs: Admin_Msg_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please wait a few minutes and try again.`)
};

const es_admin_msg_too_many = /** @type {(inputs: Admin_Msg_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos. Espera unos minutos e inténtalo de nuevo.`)
};

const fr_admin_msg_too_many = /** @type {(inputs: Admin_Msg_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Please wait a few minutes and try again." |
*
* @param {Admin_Msg_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_too_many = /** @type {((inputs?: Admin_Msg_Too_ManyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Too_ManyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_too_many(inputs)
	if (locale === "fr") return fr_admin_msg_too_many(inputs)
	return en_admin_msg_too_many(inputs)
});