/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Upload_Review_NextInputs */

const en_mail_upload_review_next = /** @type {(inputs: Mail_Upload_Review_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team checks it before it is published, and we email you when it is. If we do not publish it, you are refunded in full.`)
};

const es_mail_upload_review_next = /** @type {(inputs: Mail_Upload_Review_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo la revisa antes de publicarla y te escribimos cuando esté publicada. Si no la publicamos, te devolvemos el importe completo.`)
};

const fr_mail_upload_review_next = /** @type {(inputs: Mail_Upload_Review_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe le vérifie avant de le publier, et nous vous écrivons dès qu’il l’est. Si nous ne le publions pas, vous êtes remboursé en totalité.`)
};

/**
* | output |
* | --- |
* | "Our team checks it before it is published, and we email you when it is. If we do not publish it, you are refunded in full." |
*
* @param {Mail_Upload_Review_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_review_next = /** @type {((inputs?: Mail_Upload_Review_NextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_Review_NextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_review_next(inputs)
	if (locale === "fr") return fr_mail_upload_review_next(inputs)
	return en_mail_upload_review_next(inputs)
});