/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Leave_EmptyInputs */

const en_accounts_leave_empty = /** @type {(inputs: Accounts_Leave_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this empty`)
};

const es_accounts_leave_empty = /** @type {(inputs: Accounts_Leave_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja este campo vacío`)
};

const fr_accounts_leave_empty = /** @type {(inputs: Accounts_Leave_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez ce champ vide`)
};

/**
* | output |
* | --- |
* | "Leave this empty" |
*
* @param {Accounts_Leave_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_leave_empty = /** @type {((inputs?: Accounts_Leave_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Leave_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_leave_empty(inputs)
	if (locale === "fr") return fr_accounts_leave_empty(inputs)
	return en_accounts_leave_empty(inputs)
});