/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Msg_Portal_FailedInputs */

const en_plans_msg_portal_failed = /** @type {(inputs: Plans_Msg_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing could not be opened. Please try again or contact support.`)
};

const es_plans_msg_portal_failed = /** @type {(inputs: Plans_Msg_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir la facturación. Inténtalo de nuevo o contacta con soporte.`)
};

const fr_plans_msg_portal_failed = /** @type {(inputs: Plans_Msg_Portal_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La facturation n’a pas pu s’ouvrir. Veuillez réessayer ou contacter l’assistance.`)
};

/**
* | output |
* | --- |
* | "Billing could not be opened. Please try again or contact support." |
*
* @param {Plans_Msg_Portal_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_msg_portal_failed = /** @type {((inputs?: Plans_Msg_Portal_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Msg_Portal_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_msg_portal_failed(inputs)
	if (locale === "fr") return fr_plans_msg_portal_failed(inputs)
	return en_plans_msg_portal_failed(inputs)
});