/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Upload_Refund_FailedInputs */

const en_moderation_msg_upload_refund_failed = /** @type {(inputs: Moderation_Msg_Upload_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload is refused, but Stripe did not make the refund: refund it from the Payments tab.`)
};

const es_moderation_msg_upload_refund_failed = /** @type {(inputs: Moderation_Msg_Upload_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carga está rechazada, pero Stripe no hizo el reembolso: reembólsala desde la pestaña Pagos.`)
};

const fr_moderation_msg_upload_refund_failed = /** @type {(inputs: Moderation_Msg_Upload_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le dépôt est refusé, mais Stripe n’a pas effectué le remboursement : remboursez-le depuis l’onglet Paiements.`)
};

/**
* | output |
* | --- |
* | "The upload is refused, but Stripe did not make the refund: refund it from the Payments tab." |
*
* @param {Moderation_Msg_Upload_Refund_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_upload_refund_failed = /** @type {((inputs?: Moderation_Msg_Upload_Refund_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Upload_Refund_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_upload_refund_failed(inputs)
	if (locale === "fr") return fr_moderation_msg_upload_refund_failed(inputs)
	return en_moderation_msg_upload_refund_failed(inputs)
});