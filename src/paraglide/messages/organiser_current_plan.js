/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Current_PlanInputs */

const en_organiser_current_plan = /** @type {(inputs: Organiser_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current plan`)
};

const es_organiser_current_plan = /** @type {(inputs: Organiser_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan actual`)
};

const fr_organiser_current_plan = /** @type {(inputs: Organiser_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule actuelle`)
};

/**
* | output |
* | --- |
* | "Current plan" |
*
* @param {Organiser_Current_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_current_plan = /** @type {((inputs?: Organiser_Current_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Current_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_current_plan(inputs)
	if (locale === "fr") return fr_organiser_current_plan(inputs)
	return en_organiser_current_plan(inputs)
});