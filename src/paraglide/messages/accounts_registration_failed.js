/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Registration_FailedInputs */

const en_accounts_registration_failed = /** @type {(inputs: Accounts_Registration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration failed`)
};

const es_accounts_registration_failed = /** @type {(inputs: Accounts_Registration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo completar el registro`)
};

const fr_accounts_registration_failed = /** @type {(inputs: Accounts_Registration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription a échoué`)
};

/**
* | output |
* | --- |
* | "Registration failed" |
*
* @param {Accounts_Registration_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_registration_failed = /** @type {((inputs?: Accounts_Registration_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Registration_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_registration_failed(inputs)
	if (locale === "fr") return fr_accounts_registration_failed(inputs)
	return en_accounts_registration_failed(inputs)
});