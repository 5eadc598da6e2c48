/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Business_FailedInputs */

const en_admin_msg_business_failed = /** @type {(inputs: Admin_Msg_Business_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create business`)
};

const es_admin_msg_business_failed = /** @type {(inputs: Admin_Msg_Business_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el negocio`)
};

const fr_admin_msg_business_failed = /** @type {(inputs: Admin_Msg_Business_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le commerce`)
};

/**
* | output |
* | --- |
* | "Failed to create business" |
*
* @param {Admin_Msg_Business_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_business_failed = /** @type {((inputs?: Admin_Msg_Business_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Business_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_business_failed(inputs)
	if (locale === "fr") return fr_admin_msg_business_failed(inputs)
	return en_admin_msg_business_failed(inputs)
});