/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Not_SavedInputs */

const en_accounts_not_saved = /** @type {(inputs: Accounts_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved`)
};

const es_accounts_not_saved = /** @type {(inputs: Accounts_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó`)
};

const fr_accounts_not_saved = /** @type {(inputs: Accounts_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non enregistré`)
};

/**
* | output |
* | --- |
* | "Not saved" |
*
* @param {Accounts_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_not_saved = /** @type {((inputs?: Accounts_Not_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Not_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_not_saved(inputs)
	if (locale === "fr") return fr_accounts_not_saved(inputs)
	return en_accounts_not_saved(inputs)
});