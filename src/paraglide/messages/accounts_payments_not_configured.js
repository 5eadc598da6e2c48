/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Payments_Not_ConfiguredInputs */

const en_accounts_payments_not_configured = /** @type {(inputs: Accounts_Payments_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payments are not configured on this site yet. Nothing has been charged.`)
};

const es_accounts_payments_not_configured = /** @type {(inputs: Accounts_Payments_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos en línea todavía no están configurados en este sitio. No se realizó ningún cargo.`)
};

const fr_accounts_payments_not_configured = /** @type {(inputs: Accounts_Payments_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement en ligne n’est pas encore configuré sur ce site. Aucun montant n’a été débité.`)
};

/**
* | output |
* | --- |
* | "Online payments are not configured on this site yet. Nothing has been charged." |
*
* @param {Accounts_Payments_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_payments_not_configured = /** @type {((inputs?: Accounts_Payments_Not_ConfiguredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Payments_Not_ConfiguredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_payments_not_configured(inputs)
	if (locale === "fr") return fr_accounts_payments_not_configured(inputs)
	return en_accounts_payments_not_configured(inputs)
});