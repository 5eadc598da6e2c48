/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Upload_RefundedInputs */

const en_mail_upload_refunded = /** @type {(inputs: Mail_Upload_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.amount} you paid is refunded in full to your card; it can take a few days to show.`)
};

const es_mail_upload_refunded = /** @type {(inputs: Mail_Upload_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te devolvemos el importe completo de ${i?.amount} a tu tarjeta; puede tardar unos días en aparecer.`)
};

const fr_mail_upload_refunded = /** @type {(inputs: Mail_Upload_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.amount} payés vous sont remboursés en totalité sur votre carte ; cela peut prendre quelques jours.`)
};

/**
* | output |
* | --- |
* | "The {amount} you paid is refunded in full to your card; it can take a few days to show." |
*
* @param {Mail_Upload_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_upload_refunded = /** @type {((inputs: Mail_Upload_RefundedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Upload_RefundedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_upload_refunded(inputs)
	if (locale === "fr") return fr_mail_upload_refunded(inputs)
	return en_mail_upload_refunded(inputs)
});