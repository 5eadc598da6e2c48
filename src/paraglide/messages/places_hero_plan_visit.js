/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Hero_Plan_VisitInputs */

const en_places_hero_plan_visit = /** @type {(inputs: Places_Hero_Plan_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan Your Visit`)
};

const es_places_hero_plan_visit = /** @type {(inputs: Places_Hero_Plan_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifica tu visita`)
};

const fr_places_hero_plan_visit = /** @type {(inputs: Places_Hero_Plan_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparer votre visite`)
};

/**
* | output |
* | --- |
* | "Plan Your Visit" |
*
* @param {Places_Hero_Plan_VisitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_hero_plan_visit = /** @type {((inputs?: Places_Hero_Plan_VisitInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Hero_Plan_VisitInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_hero_plan_visit(inputs)
	if (locale === "fr") return fr_places_hero_plan_visit(inputs)
	return en_places_hero_plan_visit(inputs)
});