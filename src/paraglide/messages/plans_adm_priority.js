/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_PriorityInputs */

const en_plans_adm_priority = /** @type {(inputs: Plans_Adm_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority`)
};

const es_plans_adm_priority = /** @type {(inputs: Plans_Adm_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prioridad`)
};

const fr_plans_adm_priority = /** @type {(inputs: Plans_Adm_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorité`)
};

/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Plans_Adm_PriorityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_priority = /** @type {((inputs?: Plans_Adm_PriorityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_PriorityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_priority(inputs)
	if (locale === "fr") return fr_plans_adm_priority(inputs)
	return en_plans_adm_priority(inputs)
});