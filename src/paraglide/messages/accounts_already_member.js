/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Accounts_Already_MemberInputs */

const en_accounts_already_member = /** @type {(inputs: Accounts_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already a member? ${i?.link}.`)
};

const es_accounts_already_member = /** @type {(inputs: Accounts_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Ya eres miembro? ${i?.link}.`)
};

const fr_accounts_already_member = /** @type {(inputs: Accounts_Already_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déjà membre ? ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "Already a member? {link}." |
*
* @param {Accounts_Already_MemberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_already_member = /** @type {((inputs: Accounts_Already_MemberInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Already_MemberInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_already_member(inputs)
	if (locale === "fr") return fr_accounts_already_member(inputs)
	return en_accounts_already_member(inputs)
});