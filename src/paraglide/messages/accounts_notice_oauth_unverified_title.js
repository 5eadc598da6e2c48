/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notice_Oauth_Unverified_TitleInputs */

const en_accounts_notice_oauth_unverified_title = /** @type {(inputs: Accounts_Notice_Oauth_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email not verified`)
};

const es_accounts_notice_oauth_unverified_title = /** @type {(inputs: Accounts_Notice_Oauth_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico no verificado`)
};

const fr_accounts_notice_oauth_unverified_title = /** @type {(inputs: Accounts_Notice_Oauth_Unverified_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail non vérifiée`)
};

/**
* | output |
* | --- |
* | "Email not verified" |
*
* @param {Accounts_Notice_Oauth_Unverified_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_notice_oauth_unverified_title = /** @type {((inputs?: Accounts_Notice_Oauth_Unverified_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notice_Oauth_Unverified_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_notice_oauth_unverified_title(inputs)
	if (locale === "fr") return fr_accounts_notice_oauth_unverified_title(inputs)
	return en_accounts_notice_oauth_unverified_title(inputs)
});