/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_State_Ended_ScheduleInputs */

const en_ads_state_ended_schedule = /** @type {(inputs: Ads_State_Ended_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended: schedule over`)
};

const es_ads_state_ended_schedule = /** @type {(inputs: Ads_State_Ended_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminado: fin del calendario`)
};

const fr_ads_state_ended_schedule = /** @type {(inputs: Ads_State_Ended_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminée : période écoulée`)
};

/**
* | output |
* | --- |
* | "Ended: schedule over" |
*
* @param {Ads_State_Ended_ScheduleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_state_ended_schedule = /** @type {((inputs?: Ads_State_Ended_ScheduleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_State_Ended_ScheduleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_state_ended_schedule(inputs)
	if (locale === "fr") return fr_ads_state_ended_schedule(inputs)
	return en_ads_state_ended_schedule(inputs)
});