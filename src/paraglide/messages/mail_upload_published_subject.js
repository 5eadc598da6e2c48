/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Upload_Published_SubjectInputs */

const en_mail_upload_published_subject = /** @type {(inputs: Mail_Upload_Published_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Published: “${i?.title}” on ${i?.business}’s page`)
};

const es_mail_upload_published_subject = /** @type {(inputs: Mail_Upload_Published_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publicada: «${i?.title}» en la página de ${i?.business}`)
};

const fr_mail_upload_published_subject = /** @type {(inputs: Mail_Upload_Published_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publié : « ${i?.title} » sur la page de ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Published: “{title}” on {business}’s page" |
*
* @param {Mail_Upload_Published_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_published_subject = /** @type {((inputs: Mail_Upload_Published_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_Published_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_published_subject(inputs)
	if (locale === "fr") return fr_mail_upload_published_subject(inputs)
	return en_mail_upload_published_subject(inputs)
});