/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Payment_ExpiredInputs */

const en_accounts_payment_expired = /** @type {(inputs: Accounts_Payment_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged. You can choose a plan again whenever you like.`)
};

const es_accounts_payment_expired = /** @type {(inputs: Accounts_Payment_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se realizó ningún cargo. Puedes volver a elegir un plan cuando quieras.`)
};

const fr_accounts_payment_expired = /** @type {(inputs: Accounts_Payment_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun montant n’a été débité. Vous pouvez choisir une formule quand vous le souhaitez.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged. You can choose a plan again whenever you like." |
*
* @param {Accounts_Payment_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_payment_expired = /** @type {((inputs?: Accounts_Payment_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Payment_ExpiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_payment_expired(inputs)
	if (locale === "fr") return fr_accounts_payment_expired(inputs)
	return en_accounts_payment_expired(inputs)
});