/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, business: NonNullable<unknown> }} Mail_Upload_Refused_BodyInputs */

const en_mail_upload_refused_body = /** @type {(inputs: Mail_Upload_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We did not publish “${i?.title}” on ${i?.business}’s page.`)
};

const es_mail_upload_refused_body = /** @type {(inputs: Mail_Upload_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No publicamos «${i?.title}» en la página de ${i?.business}.`)
};

const fr_mail_upload_refused_body = /** @type {(inputs: Mail_Upload_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas publié « ${i?.title} » sur la page de ${i?.business}.`)
};

/**
* | output |
* | --- |
* | "We did not publish “{title}” on {business}’s page." |
*
* @param {Mail_Upload_Refused_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_refused_body = /** @type {((inputs: Mail_Upload_Refused_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_Refused_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_refused_body(inputs)
	if (locale === "fr") return fr_mail_upload_refused_body(inputs)
	return en_mail_upload_refused_body(inputs)
});