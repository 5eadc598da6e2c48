/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, weekday: NonNullable<unknown> }} Admin_Msg_No_Monthly_DateInputs */

const en_admin_msg_no_monthly_date = /** @type {(inputs: Admin_Msg_No_Monthly_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not every month has a ${i?.day}: choose every month on the last ${i?.weekday}, or a date up to the 28th`)
};

const es_admin_msg_no_monthly_date = /** @type {(inputs: Admin_Msg_No_Monthly_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No todos los meses tienen día ${i?.day}: elige cada mes el último ${i?.weekday} o una fecha hasta el día 28`)
};

const fr_admin_msg_no_monthly_date = /** @type {(inputs: Admin_Msg_No_Monthly_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tous les mois n’ont pas de ${i?.day} : choisissez chaque mois le dernier ${i?.weekday}, ou une date jusqu’au 28`)
};

/**
* | output |
* | --- |
* | "Not every month has a {day}: choose every month on the last {weekday}, or a date up to the 28th" |
*
* @param {Admin_Msg_No_Monthly_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_no_monthly_date = /** @type {((inputs: Admin_Msg_No_Monthly_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_No_Monthly_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_no_monthly_date(inputs)
	if (locale === "fr") return fr_admin_msg_no_monthly_date(inputs)
	return en_admin_msg_no_monthly_date(inputs)
});