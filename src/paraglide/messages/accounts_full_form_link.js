/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Full_Form_LinkInputs */

const en_accounts_full_form_link = /** @type {(inputs: Accounts_Full_Form_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`full registration form`)
};

const es_accounts_full_form_link = /** @type {(inputs: Accounts_Full_Form_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`formulario de registro completo`)
};

const fr_accounts_full_form_link = /** @type {(inputs: Accounts_Full_Form_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`formulaire d’inscription complet`)
};

/**
* | output |
* | --- |
* | "full registration form" |
*
* @param {Accounts_Full_Form_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_full_form_link = /** @type {((inputs?: Accounts_Full_Form_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Full_Form_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_full_form_link(inputs)
	if (locale === "fr") return fr_accounts_full_form_link(inputs)
	return en_accounts_full_form_link(inputs)
});