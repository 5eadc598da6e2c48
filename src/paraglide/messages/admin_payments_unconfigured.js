/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payments_UnconfiguredInputs */

const en_admin_payments_unconfigured = /** @type {(inputs: Admin_Payments_UnconfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payments are not configured here: refunds cannot be made.`)
};

const es_admin_payments_unconfigured = /** @type {(inputs: Admin_Payments_UnconfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos en línea no están configurados aquí: no se pueden hacer reembolsos.`)
};

const fr_admin_payments_unconfigured = /** @type {(inputs: Admin_Payments_UnconfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements en ligne ne sont pas configurés ici : aucun remboursement n’est possible.`)
};

/**
* | output |
* | --- |
* | "Online payments are not configured here: refunds cannot be made." |
*
* @param {Admin_Payments_UnconfiguredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payments_unconfigured = /** @type {((inputs?: Admin_Payments_UnconfiguredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payments_UnconfiguredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payments_unconfigured(inputs)
	if (locale === "fr") return fr_admin_payments_unconfigured(inputs)
	return en_admin_payments_unconfigured(inputs)
});