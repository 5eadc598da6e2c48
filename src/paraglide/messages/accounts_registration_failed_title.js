/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Registration_Failed_TitleInputs */

const en_accounts_registration_failed_title = /** @type {(inputs: Accounts_Registration_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration Failed`)
};

const es_accounts_registration_failed_title = /** @type {(inputs: Accounts_Registration_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la cuenta`)
};

const fr_accounts_registration_failed_title = /** @type {(inputs: Accounts_Registration_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l’inscription`)
};

/**
* | output |
* | --- |
* | "Registration Failed" |
*
* @param {Accounts_Registration_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_registration_failed_title = /** @type {((inputs?: Accounts_Registration_Failed_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Registration_Failed_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_registration_failed_title(inputs)
	if (locale === "fr") return fr_accounts_registration_failed_title(inputs)
	return en_accounts_registration_failed_title(inputs)
});