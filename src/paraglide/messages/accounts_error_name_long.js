/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_Name_LongInputs */

const en_accounts_error_name_long = /** @type {(inputs: Accounts_Error_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please use at most 80 characters`)
};

const es_accounts_error_name_long = /** @type {(inputs: Accounts_Error_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usa como máximo 80 caracteres`)
};

const fr_accounts_error_name_long = /** @type {(inputs: Accounts_Error_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez utiliser au plus 80 caractères`)
};

/**
* | output |
* | --- |
* | "Please use at most 80 characters" |
*
* @param {Accounts_Error_Name_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_name_long = /** @type {((inputs?: Accounts_Error_Name_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_Name_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_name_long(inputs)
	if (locale === "fr") return fr_accounts_error_name_long(inputs)
	return en_accounts_error_name_long(inputs)
});