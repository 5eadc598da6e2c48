/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Msg_Unknown_PlanInputs */

const en_plans_msg_unknown_plan = /** @type {(inputs: Plans_Msg_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose one of the partnership plans.`)
};

const es_plans_msg_unknown_plan = /** @type {(inputs: Plans_Msg_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige uno de los planes de colaboración.`)
};

const fr_plans_msg_unknown_plan = /** @type {(inputs: Plans_Msg_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir l’une des formules de partenariat.`)
};

/**
* | output |
* | --- |
* | "Please choose one of the partnership plans." |
*
* @param {Plans_Msg_Unknown_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_msg_unknown_plan = /** @type {((inputs?: Plans_Msg_Unknown_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Msg_Unknown_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_msg_unknown_plan(inputs)
	if (locale === "fr") return fr_plans_msg_unknown_plan(inputs)
	return en_plans_msg_unknown_plan(inputs)
});