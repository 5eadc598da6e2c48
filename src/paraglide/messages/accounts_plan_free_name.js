/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Plan_Free_NameInputs */

const en_accounts_plan_free_name = /** @type {(inputs: Accounts_Plan_Free_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community Member`)
};

const es_accounts_plan_free_name = /** @type {(inputs: Accounts_Plan_Free_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro de la comunidad`)
};

const fr_accounts_plan_free_name = /** @type {(inputs: Accounts_Plan_Free_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre de la communauté`)
};

/**
* | output |
* | --- |
* | "Community Member" |
*
* @param {Accounts_Plan_Free_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_plan_free_name = /** @type {((inputs?: Accounts_Plan_Free_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Plan_Free_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_plan_free_name(inputs)
	if (locale === "fr") return fr_accounts_plan_free_name(inputs)
	return en_accounts_plan_free_name(inputs)
});