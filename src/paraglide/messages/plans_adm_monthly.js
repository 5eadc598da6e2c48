/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_MonthlyInputs */

const en_plans_adm_monthly = /** @type {(inputs: Plans_Adm_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly`)
};

const es_plans_adm_monthly = /** @type {(inputs: Plans_Adm_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensual`)
};

const fr_plans_adm_monthly = /** @type {(inputs: Plans_Adm_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensuelle`)
};

/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Plans_Adm_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_monthly = /** @type {((inputs?: Plans_Adm_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_MonthlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_monthly(inputs)
	if (locale === "fr") return fr_plans_adm_monthly(inputs)
	return en_plans_adm_monthly(inputs)
});