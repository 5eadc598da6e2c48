/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notice_Session_Invalid_TitleInputs */

const en_accounts_notice_session_invalid_title = /** @type {(inputs: Accounts_Notice_Session_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session Invalid`)
};

const es_accounts_notice_session_invalid_title = /** @type {(inputs: Accounts_Notice_Session_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión no válida`)
};

const fr_accounts_notice_session_invalid_title = /** @type {(inputs: Accounts_Notice_Session_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session non valide`)
};

/**
* | output |
* | --- |
* | "Session Invalid" |
*
* @param {Accounts_Notice_Session_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_notice_session_invalid_title = /** @type {((inputs?: Accounts_Notice_Session_Invalid_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notice_Session_Invalid_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_notice_session_invalid_title(inputs)
	if (locale === "fr") return fr_accounts_notice_session_invalid_title(inputs)
	return en_accounts_notice_session_invalid_title(inputs)
});