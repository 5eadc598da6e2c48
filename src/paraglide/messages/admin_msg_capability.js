/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_CapabilityInputs */

const en_admin_msg_capability = /** @type {(inputs: Admin_Msg_CapabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a permission`)
};

const es_admin_msg_capability = /** @type {(inputs: Admin_Msg_CapabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un permiso`)
};

const fr_admin_msg_capability = /** @type {(inputs: Admin_Msg_CapabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une autorisation`)
};

/**
* | output |
* | --- |
* | "Choose a permission" |
*
* @param {Admin_Msg_CapabilityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_capability = /** @type {((inputs?: Admin_Msg_CapabilityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_CapabilityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_capability(inputs)
	if (locale === "fr") return fr_admin_msg_capability(inputs)
	return en_admin_msg_capability(inputs)
});