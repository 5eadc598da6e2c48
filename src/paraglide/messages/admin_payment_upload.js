/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_UploadInputs */

const en_admin_payment_upload = /** @type {(inputs: Admin_Payment_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload:`)
};

const es_admin_payment_upload = /** @type {(inputs: Admin_Payment_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo subido:`)
};

const fr_admin_payment_upload = /** @type {(inputs: Admin_Payment_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier envoyé :`)
};

/**
* | output |
* | --- |
* | "Upload:" |
*
* @param {Admin_Payment_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_upload = /** @type {((inputs?: Admin_Payment_UploadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_UploadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_upload(inputs)
	if (locale === "fr") return fr_admin_payment_upload(inputs)
	return en_admin_payment_upload(inputs)
});