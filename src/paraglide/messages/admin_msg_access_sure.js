/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Access_SureInputs */

const en_admin_msg_access_sure = /** @type {(inputs: Admin_Msg_Access_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Yes, No or Not sure`)
};

const es_admin_msg_access_sure = /** @type {(inputs: Admin_Msg_Access_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige Sí, No o No estoy seguro`)
};

const fr_admin_msg_access_sure = /** @type {(inputs: Admin_Msg_Access_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez Oui, Non ou Je ne sais pas`)
};

/**
* | output |
* | --- |
* | "Choose Yes, No or Not sure" |
*
* @param {Admin_Msg_Access_SureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_access_sure = /** @type {((inputs?: Admin_Msg_Access_SureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Access_SureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_access_sure(inputs)
	if (locale === "fr") return fr_admin_msg_access_sure(inputs)
	return en_admin_msg_access_sure(inputs)
});