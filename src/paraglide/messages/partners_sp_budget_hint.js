/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Budget_HintInputs */

const en_partners_sp_budget_hint = /** @type {(inputs: Partners_Sp_Budget_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount or range, for example $10,000 to $15,000.`)
};

const es_partners_sp_budget_hint = /** @type {(inputs: Partners_Sp_Budget_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una cantidad o un rango, por ejemplo, de $10,000 a $15,000.`)
};

const fr_partners_sp_budget_hint = /** @type {(inputs: Partners_Sp_Budget_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un montant ou une fourchette, par exemple de 10 000 à 15 000 dollars.`)
};

/**
* | output |
* | --- |
* | "An amount or range, for example $10,000 to $15,000." |
*
* @param {Partners_Sp_Budget_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_budget_hint = /** @type {((inputs?: Partners_Sp_Budget_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Budget_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_budget_hint(inputs)
	if (locale === "fr") return fr_partners_sp_budget_hint(inputs)
	return en_partners_sp_budget_hint(inputs)
});