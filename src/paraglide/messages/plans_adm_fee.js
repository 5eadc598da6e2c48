/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_FeeInputs */

const en_plans_adm_fee = /** @type {(inputs: Plans_Adm_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly fee (dollars)`)
};

const es_plans_adm_fee = /** @type {(inputs: Plans_Adm_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuota mensual (dólares)`)
};

const fr_plans_adm_fee = /** @type {(inputs: Plans_Adm_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif mensuel (dollars)`)
};

/**
* | output |
* | --- |
* | "Monthly fee (dollars)" |
*
* @param {Plans_Adm_FeeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_fee = /** @type {((inputs?: Plans_Adm_FeeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_FeeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_fee(inputs)
	if (locale === "fr") return fr_plans_adm_fee(inputs)
	return en_plans_adm_fee(inputs)
});