/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Request_New_LinkInputs */

const en_accounts_request_new_link = /** @type {(inputs: Accounts_Request_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a new link`)
};

const es_accounts_request_new_link = /** @type {(inputs: Accounts_Request_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar un enlace nuevo`)
};

const fr_accounts_request_new_link = /** @type {(inputs: Accounts_Request_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander un nouveau lien`)
};

/**
* | output |
* | --- |
* | "Request a new link" |
*
* @param {Accounts_Request_New_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_request_new_link = /** @type {((inputs?: Accounts_Request_New_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Request_New_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_request_new_link(inputs)
	if (locale === "fr") return fr_accounts_request_new_link(inputs)
	return en_accounts_request_new_link(inputs)
});