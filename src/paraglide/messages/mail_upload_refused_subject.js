/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Upload_Refused_SubjectInputs */

const en_mail_upload_refused_subject = /** @type {(inputs: Mail_Upload_Refused_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not published, refunded: “${i?.title}”`)
};

const es_mail_upload_refused_subject = /** @type {(inputs: Mail_Upload_Refused_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No publicada, reembolsada: «${i?.title}»`)
};

const fr_mail_upload_refused_subject = /** @type {(inputs: Mail_Upload_Refused_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non publié, remboursé : « ${i?.title} »`)
};

/**
* | output |
* | --- |
* | "Not published, refunded: “{title}”" |
*
* @param {Mail_Upload_Refused_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_refused_subject = /** @type {((inputs: Mail_Upload_Refused_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_Refused_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_refused_subject(inputs)
	if (locale === "fr") return fr_mail_upload_refused_subject(inputs)
	return en_mail_upload_refused_subject(inputs)
});