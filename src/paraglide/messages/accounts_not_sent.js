/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Not_SentInputs */

const en_accounts_not_sent = /** @type {(inputs: Accounts_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

const es_accounts_not_sent = /** @type {(inputs: Accounts_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se envió`)
};

const fr_accounts_not_sent = /** @type {(inputs: Accounts_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi impossible`)
};

/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Accounts_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_not_sent = /** @type {((inputs?: Accounts_Not_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Not_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_not_sent(inputs)
	if (locale === "fr") return fr_accounts_not_sent(inputs)
	return en_accounts_not_sent(inputs)
});