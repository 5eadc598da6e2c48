/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Mail_Upload_Refused_ReasonInputs */

const en_mail_upload_refused_reason = /** @type {(inputs: Mail_Upload_Refused_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our reason: ${i?.reason}`)
};

const es_mail_upload_refused_reason = /** @type {(inputs: Mail_Upload_Refused_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuestro motivo: ${i?.reason}`)
};

const fr_mail_upload_refused_reason = /** @type {(inputs: Mail_Upload_Refused_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre raison : ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Our reason: {reason}" |
*
* @param {Mail_Upload_Refused_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_refused_reason = /** @type {((inputs: Mail_Upload_Refused_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_Refused_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_refused_reason(inputs)
	if (locale === "fr") return fr_mail_upload_refused_reason(inputs)
	return en_mail_upload_refused_reason(inputs)
});