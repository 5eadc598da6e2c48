/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_DurationInputs */

const en_plans_adm_duration = /** @type {(inputs: Plans_Adm_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing period`)
};

const es_plans_adm_duration = /** @type {(inputs: Plans_Adm_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periodo de facturación`)
};

const fr_plans_adm_duration = /** @type {(inputs: Plans_Adm_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période de facturation`)
};

/**
* | output |
* | --- |
* | "Billing period" |
*
* @param {Plans_Adm_DurationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_duration = /** @type {((inputs?: Plans_Adm_DurationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_DurationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_duration(inputs)
	if (locale === "fr") return fr_plans_adm_duration(inputs)
	return en_plans_adm_duration(inputs)
});