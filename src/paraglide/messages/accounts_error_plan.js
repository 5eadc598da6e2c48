/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_PlanInputs */

const en_accounts_error_plan = /** @type {(inputs: Accounts_Error_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a subscription plan`)
};

const es_accounts_error_plan = /** @type {(inputs: Accounts_Error_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciona un plan de suscripción`)
};

const fr_accounts_error_plan = /** @type {(inputs: Accounts_Error_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une formule d’abonnement`)
};

/**
* | output |
* | --- |
* | "Please select a subscription plan" |
*
* @param {Accounts_Error_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_plan = /** @type {((inputs?: Accounts_Error_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_plan(inputs)
	if (locale === "fr") return fr_accounts_error_plan(inputs)
	return en_accounts_error_plan(inputs)
});