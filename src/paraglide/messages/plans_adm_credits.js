/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_CreditsInputs */

const en_plans_adm_credits = /** @type {(inputs: Plans_Adm_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly ad credit (dollars)`)
};

const es_plans_adm_credits = /** @type {(inputs: Plans_Adm_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédito publicitario mensual (dólares)`)
};

const fr_plans_adm_credits = /** @type {(inputs: Plans_Adm_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crédit publicitaire mensuel (dollars)`)
};

/**
* | output |
* | --- |
* | "Monthly ad credit (dollars)" |
*
* @param {Plans_Adm_CreditsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_credits = /** @type {((inputs?: Plans_Adm_CreditsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_CreditsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_credits(inputs)
	if (locale === "fr") return fr_plans_adm_credits(inputs)
	return en_plans_adm_credits(inputs)
});