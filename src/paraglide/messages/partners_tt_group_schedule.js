/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Group_ScheduleInputs */

const en_partners_tt_group_schedule = /** @type {(inputs: Partners_Tt_Group_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flexible scheduling, mornings to late-night jazz`)
};

const es_partners_tt_group_schedule = /** @type {(inputs: Partners_Tt_Group_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horarios flexibles, desde la mañana hasta el jazz de medianoche`)
};

const fr_partners_tt_group_schedule = /** @type {(inputs: Partners_Tt_Group_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires souples, du matin au jazz de fin de soirée`)
};

/**
* | output |
* | --- |
* | "Flexible scheduling, mornings to late-night jazz" |
*
* @param {Partners_Tt_Group_ScheduleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_group_schedule = /** @type {((inputs?: Partners_Tt_Group_ScheduleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Group_ScheduleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_group_schedule(inputs)
	if (locale === "fr") return fr_partners_tt_group_schedule(inputs)
	return en_partners_tt_group_schedule(inputs)
});