/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Upload_RefusedInputs */

const en_moderation_mo_upload_refused = /** @type {(inputs: Moderation_Mo_Upload_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused: the payment is refunded and its owner has been told why.`)
};

const es_moderation_mo_upload_refused = /** @type {(inputs: Moderation_Mo_Upload_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazada: el pago se reembolsa y se explicó el motivo a su propietario.`)
};

const fr_moderation_mo_upload_refused = /** @type {(inputs: Moderation_Mo_Upload_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusé : le paiement est remboursé et son propriétaire sait pourquoi.`)
};

/**
* | output |
* | --- |
* | "Refused: the payment is refunded and its owner has been told why." |
*
* @param {Moderation_Mo_Upload_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_upload_refused = /** @type {((inputs?: Moderation_Mo_Upload_RefusedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Upload_RefusedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_upload_refused(inputs)
	if (locale === "fr") return fr_moderation_mo_upload_refused(inputs)
	return en_moderation_mo_upload_refused(inputs)
});