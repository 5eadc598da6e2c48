/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Upload_PublishedInputs */

const en_admin_nf_upload_published = /** @type {(inputs: Admin_Nf_Upload_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published on the business's page; the owner is emailed.`)
};

const es_admin_nf_upload_published = /** @type {(inputs: Admin_Nf_Upload_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicado en la página del negocio; se avisó al propietario por correo.`)
};

const fr_admin_nf_upload_published = /** @type {(inputs: Admin_Nf_Upload_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publié sur la page de l’établissement ; le propriétaire est prévenu par e-mail.`)
};

/**
* | output |
* | --- |
* | "Published on the business's page; the owner is emailed." |
*
* @param {Admin_Nf_Upload_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_upload_published = /** @type {((inputs?: Admin_Nf_Upload_PublishedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Upload_PublishedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_upload_published(inputs)
	if (locale === "fr") return fr_admin_nf_upload_published(inputs)
	return en_admin_nf_upload_published(inputs)
});