/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Portal_FailedInputs */

const en_organiser_msg_portal_failed = /** @type {(inputs: Organiser_Msg_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing could not be opened. Please try again or contact support.`)
};

const es_organiser_msg_portal_failed = /** @type {(inputs: Organiser_Msg_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir la facturación. Vuelve a intentarlo o comunícate con soporte.`)
};

const fr_organiser_msg_portal_failed = /** @type {(inputs: Organiser_Msg_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’ouvrir la facturation. Veuillez réessayer ou contacter l’assistance.`)
};

/**
* | output |
* | --- |
* | "Billing could not be opened. Please try again or contact support." |
*
* @param {Organiser_Msg_Portal_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_portal_failed = /** @type {((inputs?: Organiser_Msg_Portal_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Portal_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_portal_failed(inputs)
	if (locale === "fr") return fr_organiser_msg_portal_failed(inputs)
	return en_organiser_msg_portal_failed(inputs)
});