/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, business: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Upload_Published_BodyInputs */

const en_mail_upload_published_body = /** @type {(inputs: Mail_Upload_Published_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” is published on ${i?.business}’s page, for every visitor, until ${i?.date}.`)
};

const es_mail_upload_published_body = /** @type {(inputs: Mail_Upload_Published_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.title}» está publicada en la página de ${i?.business}, para todos los visitantes, hasta el ${i?.date}.`)
};

const fr_mail_upload_published_body = /** @type {(inputs: Mail_Upload_Published_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.title} » est publié sur la page de ${i?.business}, pour tous les visiteurs, jusqu’au ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "“{title}” is published on {business}’s page, for every visitor, until {date}." |
*
* @param {Mail_Upload_Published_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_published_body = /** @type {((inputs: Mail_Upload_Published_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_Published_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_published_body(inputs)
	if (locale === "fr") return fr_mail_upload_published_body(inputs)
	return en_mail_upload_published_body(inputs)
});