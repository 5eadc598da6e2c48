/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Upload_PublishedInputs */

const en_moderation_mo_upload_published = /** @type {(inputs: Moderation_Mo_Upload_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published: it is on the business’s page, and its owner has been emailed.`)
};

const es_moderation_mo_upload_published = /** @type {(inputs: Moderation_Mo_Upload_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada: ya está en la página del negocio y se avisó a su propietario por correo.`)
};

const fr_moderation_mo_upload_published = /** @type {(inputs: Moderation_Mo_Upload_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publié : il figure sur la page du commerce, et son propriétaire a été prévenu par e-mail.`)
};

/**
* | output |
* | --- |
* | "Published: it is on the business’s page, and its owner has been emailed." |
*
* @param {Moderation_Mo_Upload_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_upload_published = /** @type {((inputs?: Moderation_Mo_Upload_PublishedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Upload_PublishedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_upload_published(inputs)
	if (locale === "fr") return fr_moderation_mo_upload_published(inputs)
	return en_moderation_mo_upload_published(inputs)
});