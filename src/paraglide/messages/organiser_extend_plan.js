/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Extend_PlanInputs */

const en_organiser_extend_plan = /** @type {(inputs: Organiser_Extend_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extend or change plan`)
};

const es_organiser_extend_plan = /** @type {(inputs: Organiser_Extend_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extiende o cambia tu plan`)
};

const fr_organiser_extend_plan = /** @type {(inputs: Organiser_Extend_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prolonger ou changer de formule`)
};

/**
* | output |
* | --- |
* | "Extend or change plan" |
*
* @param {Organiser_Extend_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_extend_plan = /** @type {((inputs?: Organiser_Extend_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Extend_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_extend_plan(inputs)
	if (locale === "fr") return fr_organiser_extend_plan(inputs)
	return en_organiser_extend_plan(inputs)
});