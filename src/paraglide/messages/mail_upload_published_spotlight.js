/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Mail_Upload_Published_SpotlightInputs */

const en_mail_upload_published_spotlight = /** @type {(inputs: Mail_Upload_Published_SpotlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Until ${i?.date} it also takes turns in the home page’s spotlight.`)
};

const es_mail_upload_published_spotlight = /** @type {(inputs: Mail_Upload_Published_SpotlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hasta el ${i?.date} también aparece por turnos en el foco de la página de inicio.`)
};

const fr_mail_upload_published_spotlight = /** @type {(inputs: Mail_Upload_Published_SpotlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jusqu’au ${i?.date}, il passe aussi à tour de rôle à la une de la page d’accueil.`)
};

/**
* | output |
* | --- |
* | "Until {date} it also takes turns in the home page’s spotlight." |
*
* @param {Mail_Upload_Published_SpotlightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_published_spotlight = /** @type {((inputs: Mail_Upload_Published_SpotlightInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_Published_SpotlightInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_published_spotlight(inputs)
	if (locale === "fr") return fr_mail_upload_published_spotlight(inputs)
	return en_mail_upload_published_spotlight(inputs)
});