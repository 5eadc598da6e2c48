/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Application_ApprovedInputs */

const en_admin_nf_application_approved = /** @type {(inputs: Admin_Nf_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application approved; the applicant is emailed.`)
};

const es_admin_nf_application_approved = /** @type {(inputs: Admin_Nf_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud aprobada; se avisa por correo al solicitante.`)
};

const fr_admin_nf_application_approved = /** @type {(inputs: Admin_Nf_Application_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature approuvée ; le candidat est prévenu par e-mail.`)
};

/**
* | output |
* | --- |
* | "Application approved; the applicant is emailed." |
*
* @param {Admin_Nf_Application_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_application_approved = /** @type {((inputs?: Admin_Nf_Application_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Application_ApprovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_application_approved(inputs)
	if (locale === "fr") return fr_admin_nf_application_approved(inputs)
	return en_admin_nf_application_approved(inputs)
});