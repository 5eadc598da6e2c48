/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notice_Session_InvalidInputs */

const en_accounts_notice_session_invalid = /** @type {(inputs: Accounts_Notice_Session_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has expired. Please log in again.`)
};

const es_accounts_notice_session_invalid = /** @type {(inputs: Accounts_Notice_Session_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu sesión expiró. Vuelve a iniciar sesión.`)
};

const fr_accounts_notice_session_invalid = /** @type {(inputs: Accounts_Notice_Session_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session a expiré. Veuillez vous reconnecter.`)
};

/**
* | output |
* | --- |
* | "Your session has expired. Please log in again." |
*
* @param {Accounts_Notice_Session_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_notice_session_invalid = /** @type {((inputs?: Accounts_Notice_Session_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notice_Session_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_notice_session_invalid(inputs)
	if (locale === "fr") return fr_accounts_notice_session_invalid(inputs)
	return en_accounts_notice_session_invalid(inputs)
});