/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_In_CalendarInputs */

const en_admin_in_calendar = /** @type {(inputs: Admin_In_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: it is already in the calendar.`)
};

const es_admin_in_calendar = /** @type {(inputs: Admin_In_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: ya aparece en el calendario.`)
};

const fr_admin_in_calendar = /** @type {(inputs: Admin_In_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` : il figure déjà dans le calendrier.`)
};

/**
* | output |
* | --- |
* | ": it is already in the calendar." |
*
* @param {Admin_In_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_in_calendar = /** @type {((inputs?: Admin_In_CalendarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_In_CalendarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_in_calendar(inputs)
	if (locale === "fr") return fr_admin_in_calendar(inputs)
	return en_admin_in_calendar(inputs)
});