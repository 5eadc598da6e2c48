/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Col_PlanInputs */

const en_organiser_col_plan = /** @type {(inputs: Organiser_Col_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const es_organiser_col_plan = /** @type {(inputs: Organiser_Col_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan contratado`)
};

const fr_organiser_col_plan = /** @type {(inputs: Organiser_Col_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Organiser_Col_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_col_plan = /** @type {((inputs?: Organiser_Col_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Col_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_col_plan(inputs)
	if (locale === "fr") return fr_organiser_col_plan(inputs)
	return en_organiser_col_plan(inputs)
});