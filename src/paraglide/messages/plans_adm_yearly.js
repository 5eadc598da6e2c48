/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_YearlyInputs */

const en_plans_adm_yearly = /** @type {(inputs: Plans_Adm_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yearly`)
};

const es_plans_adm_yearly = /** @type {(inputs: Plans_Adm_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anual`)
};

const fr_plans_adm_yearly = /** @type {(inputs: Plans_Adm_YearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuelle`)
};

/**
* | output |
* | --- |
* | "Yearly" |
*
* @param {Plans_Adm_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_yearly = /** @type {((inputs?: Plans_Adm_YearlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_YearlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_yearly(inputs)
	if (locale === "fr") return fr_plans_adm_yearly(inputs)
	return en_plans_adm_yearly(inputs)
});