/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Kind_UploadsInputs */

const en_admin_kind_uploads = /** @type {(inputs: Admin_Kind_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploads`)
};

const es_admin_kind_uploads = /** @type {(inputs: Admin_Kind_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos subidos`)
};

const fr_admin_kind_uploads = /** @type {(inputs: Admin_Kind_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichiers envoyés`)
};

/**
* | output |
* | --- |
* | "Uploads" |
*
* @param {Admin_Kind_UploadsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_kind_uploads = /** @type {((inputs?: Admin_Kind_UploadsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Kind_UploadsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_kind_uploads(inputs)
	if (locale === "fr") return fr_admin_kind_uploads(inputs)
	return en_admin_kind_uploads(inputs)
});