/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_Last_NameInputs */

const en_accounts_error_last_name = /** @type {(inputs: Accounts_Error_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name is required`)
};

const es_accounts_error_last_name = /** @type {(inputs: Accounts_Error_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El apellido es obligatorio`)
};

const fr_accounts_error_last_name = /** @type {(inputs: Accounts_Error_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom est obligatoire`)
};

/**
* | output |
* | --- |
* | "Last name is required" |
*
* @param {Accounts_Error_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_last_name = /** @type {((inputs?: Accounts_Error_Last_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_Last_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_last_name(inputs)
	if (locale === "fr") return fr_accounts_error_last_name(inputs)
	return en_accounts_error_last_name(inputs)
});