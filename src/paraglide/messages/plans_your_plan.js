/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Plans_Your_PlanInputs */

const en_plans_your_plan = /** @type {(inputs: Plans_Your_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your plan: ${i?.name}`)
};

const es_plans_your_plan = /** @type {(inputs: Plans_Your_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan: ${i?.name}`)
};

const fr_plans_your_plan = /** @type {(inputs: Plans_Your_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre formule : ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Your plan: {name}" |
*
* @param {Plans_Your_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_your_plan = /** @type {((inputs: Plans_Your_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Your_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_your_plan(inputs)
	if (locale === "fr") return fr_plans_your_plan(inputs)
	return en_plans_your_plan(inputs)
});