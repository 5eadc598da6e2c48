/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ priority: NonNullable<unknown> }} Plans_PriorityInputs */

const en_plans_priority = /** @type {(inputs: Plans_PriorityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placement priority ${i?.priority}`)
};

const es_plans_priority = /** @type {(inputs: Plans_PriorityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prioridad de ubicación ${i?.priority}`)
};

const fr_plans_priority = /** @type {(inputs: Plans_PriorityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Priorité d’emplacement ${i?.priority}`)
};

/**
* | output |
* | --- |
* | "Placement priority {priority}" |
*
* @param {Plans_PriorityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_priority = /** @type {((inputs: Plans_PriorityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_PriorityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_priority(inputs)
	if (locale === "fr") return fr_plans_priority(inputs)
	return en_plans_priority(inputs)
});