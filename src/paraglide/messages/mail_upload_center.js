/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Upload_CenterInputs */

const en_mail_upload_center = /** @type {(inputs: Mail_Upload_CenterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your upload center: ${i?.link}`)
};

const es_mail_upload_center = /** @type {(inputs: Mail_Upload_CenterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu centro de cargas: ${i?.link}`)
};

const fr_mail_upload_center = /** @type {(inputs: Mail_Upload_CenterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre centre de dépôt : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Your upload center: {link}" |
*
* @param {Mail_Upload_CenterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_center = /** @type {((inputs: Mail_Upload_CenterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_CenterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_center(inputs)
	if (locale === "fr") return fr_mail_upload_center(inputs)
	return en_mail_upload_center(inputs)
});