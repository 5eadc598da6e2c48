/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_PlanInputs */

const en_accounts_plan = /** @type {(inputs: Accounts_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const es_accounts_plan = /** @type {(inputs: Accounts_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de plan`)
};

const fr_accounts_plan = /** @type {(inputs: Accounts_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Accounts_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_plan = /** @type {((inputs?: Accounts_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_plan(inputs)
	if (locale === "fr") return fr_accounts_plan(inputs)
	return en_accounts_plan(inputs)
});