/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_State_Ended_PlanInputs */

const en_ads_state_ended_plan = /** @type {(inputs: Ads_State_Ended_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended: plan ended`)
};

const es_ads_state_ended_plan = /** @type {(inputs: Ads_State_Ended_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminado: el plan terminó`)
};

const fr_ads_state_ended_plan = /** @type {(inputs: Ads_State_Ended_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminée : formule arrêtée`)
};

/**
* | output |
* | --- |
* | "Ended: plan ended" |
*
* @param {Ads_State_Ended_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_state_ended_plan = /** @type {((inputs?: Ads_State_Ended_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_State_Ended_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_state_ended_plan(inputs)
	if (locale === "fr") return fr_ads_state_ended_plan(inputs)
	return en_ads_state_ended_plan(inputs)
});