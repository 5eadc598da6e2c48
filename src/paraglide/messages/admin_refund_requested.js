/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refund_RequestedInputs */

const en_admin_refund_requested = /** @type {(inputs: Admin_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund requested from Stripe; it shows as refunded once Stripe confirms.`)
};

const es_admin_refund_requested = /** @type {(inputs: Admin_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolso solicitado a Stripe; aparecerá como reembolsado cuando Stripe lo confirme.`)
};

const fr_admin_refund_requested = /** @type {(inputs: Admin_Refund_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement demandé à Stripe ; il apparaîtra comme remboursé dès que Stripe l’aura confirmé.`)
};

/**
* | output |
* | --- |
* | "Refund requested from Stripe; it shows as refunded once Stripe confirms." |
*
* @param {Admin_Refund_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_requested = /** @type {((inputs?: Admin_Refund_RequestedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refund_RequestedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_refund_requested(inputs)
	if (locale === "fr") return fr_admin_refund_requested(inputs)
	return en_admin_refund_requested(inputs)
});