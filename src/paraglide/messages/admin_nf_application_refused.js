/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Application_RefusedInputs */

const en_admin_nf_application_refused = /** @type {(inputs: Admin_Nf_Application_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application refused; the applicant is emailed.`)
};

const es_admin_nf_application_refused = /** @type {(inputs: Admin_Nf_Application_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud rechazada; se avisa por correo al solicitante.`)
};

const fr_admin_nf_application_refused = /** @type {(inputs: Admin_Nf_Application_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature refusée ; le candidat est prévenu par e-mail.`)
};

/**
* | output |
* | --- |
* | "Application refused; the applicant is emailed." |
*
* @param {Admin_Nf_Application_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_application_refused = /** @type {((inputs?: Admin_Nf_Application_RefusedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Application_RefusedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_application_refused(inputs)
	if (locale === "fr") return fr_admin_nf_application_refused(inputs)
	return en_admin_nf_application_refused(inputs)
});