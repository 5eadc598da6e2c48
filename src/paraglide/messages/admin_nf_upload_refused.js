/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Upload_RefusedInputs */

const en_admin_nf_upload_refused = /** @type {(inputs: Admin_Nf_Upload_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused and refunded; the owner is emailed.`)
};

const es_admin_nf_upload_refused = /** @type {(inputs: Admin_Nf_Upload_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazado y reembolsado; se avisó al propietario por correo.`)
};

const fr_admin_nf_upload_refused = /** @type {(inputs: Admin_Nf_Upload_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusé et remboursé ; le propriétaire est prévenu par e-mail.`)
};

/**
* | output |
* | --- |
* | "Refused and refunded; the owner is emailed." |
*
* @param {Admin_Nf_Upload_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_upload_refused = /** @type {((inputs?: Admin_Nf_Upload_RefusedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Upload_RefusedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_upload_refused(inputs)
	if (locale === "fr") return fr_admin_nf_upload_refused(inputs)
	return en_admin_nf_upload_refused(inputs)
});