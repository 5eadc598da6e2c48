/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Off_SaleInputs */

const en_plans_adm_off_sale = /** @type {(inputs: Plans_Adm_Off_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off sale`)
};

const es_plans_adm_off_sale = /** @type {(inputs: Plans_Adm_Off_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirado`)
};

const fr_plans_adm_off_sale = /** @type {(inputs: Plans_Adm_Off_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirée`)
};

/**
* | output |
* | --- |
* | "Off sale" |
*
* @param {Plans_Adm_Off_SaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_off_sale = /** @type {((inputs?: Plans_Adm_Off_SaleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Off_SaleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_off_sale(inputs)
	if (locale === "fr") return fr_plans_adm_off_sale(inputs)
	return en_plans_adm_off_sale(inputs)
});