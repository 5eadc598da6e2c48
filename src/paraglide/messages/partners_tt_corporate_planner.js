/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Corporate_PlannerInputs */

const en_partners_tt_corporate_planner = /** @type {(inputs: Partners_Tt_Corporate_PlannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One planner from first call to last guest`)
};

const es_partners_tt_corporate_planner = /** @type {(inputs: Partners_Tt_Corporate_PlannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un solo organizador desde la primera llamada hasta el último invitado`)
};

const fr_partners_tt_corporate_planner = /** @type {(inputs: Partners_Tt_Corporate_PlannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul interlocuteur, du premier appel au dernier invité`)
};

/**
* | output |
* | --- |
* | "One planner from first call to last guest" |
*
* @param {Partners_Tt_Corporate_PlannerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_corporate_planner = /** @type {((inputs?: Partners_Tt_Corporate_PlannerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Corporate_PlannerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_corporate_planner(inputs)
	if (locale === "fr") return fr_partners_tt_corporate_planner(inputs)
	return en_partners_tt_corporate_planner(inputs)
});