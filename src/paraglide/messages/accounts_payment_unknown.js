/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Payment_UnknownInputs */

const en_accounts_payment_unknown = /** @type {(inputs: Accounts_Payment_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that payment for your account. Please try again or contact support.`)
};

const es_accounts_payment_unknown = /** @type {(inputs: Accounts_Payment_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos ese pago en tu cuenta. Inténtalo de nuevo o comunícate con el equipo de asistencia.`)
};

const fr_accounts_payment_unknown = /** @type {(inputs: Accounts_Payment_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé ce paiement sur votre compte. Veuillez réessayer ou contacter l’assistance.`)
};

/**
* | output |
* | --- |
* | "We could not find that payment for your account. Please try again or contact support." |
*
* @param {Accounts_Payment_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_payment_unknown = /** @type {((inputs?: Accounts_Payment_UnknownInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Payment_UnknownInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_payment_unknown(inputs)
	if (locale === "fr") return fr_accounts_payment_unknown(inputs)
	return en_accounts_payment_unknown(inputs)
});