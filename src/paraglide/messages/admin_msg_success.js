/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_SuccessInputs */

const en_admin_msg_success = /** @type {(inputs: Admin_Msg_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

const es_admin_msg_success = /** @type {(inputs: Admin_Msg_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo`)
};

const fr_admin_msg_success = /** @type {(inputs: Admin_Msg_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est fait`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Admin_Msg_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_success = /** @type {((inputs?: Admin_Msg_SuccessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_SuccessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_success(inputs)
	if (locale === "fr") return fr_admin_msg_success(inputs)
	return en_admin_msg_success(inputs)
});