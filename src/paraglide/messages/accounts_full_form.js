/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Accounts_Full_FormInputs */

const en_accounts_full_form = /** @type {(inputs: Accounts_Full_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Business owner, or want Premium? Use the ${i?.link}.`)
};

const es_accounts_full_form = /** @type {(inputs: Accounts_Full_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Tienes un negocio o quieres Premium? Usa el ${i?.link}.`)
};

const fr_accounts_full_form = /** @type {(inputs: Accounts_Full_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous tenez un commerce ou souhaitez passer à Premium ? Utilisez le ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "Business owner, or want Premium? Use the {link}." |
*
* @param {Accounts_Full_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_full_form = /** @type {((inputs: Accounts_Full_FormInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Full_FormInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_full_form(inputs)
	if (locale === "fr") return fr_accounts_full_form(inputs)
	return en_accounts_full_form(inputs)
});