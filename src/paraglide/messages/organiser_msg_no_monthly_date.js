/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, weekday: NonNullable<unknown> }} Organiser_Msg_No_Monthly_DateInputs */

const en_organiser_msg_no_monthly_date = /** @type {(inputs: Organiser_Msg_No_Monthly_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not every month has a ${i?.day}: choose every month on the last ${i?.weekday}, or a date up to the 28th`)
};

const es_organiser_msg_no_monthly_date = /** @type {(inputs: Organiser_Msg_No_Monthly_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Algunos meses no tienen día ${i?.day}: elige el último ${i?.weekday} de cada mes, o una fecha hasta el 28`)
};

const fr_organiser_msg_no_monthly_date = /** @type {(inputs: Organiser_Msg_No_Monthly_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Certains mois n’ont pas de ${i?.day} : choisissez le dernier ${i?.weekday} de chaque mois, ou une date jusqu’au 28`)
};

/**
* | output |
* | --- |
* | "Not every month has a {day}: choose every month on the last {weekday}, or a date up to the 28th" |
*
* @param {Organiser_Msg_No_Monthly_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_no_monthly_date = /** @type {((inputs: Organiser_Msg_No_Monthly_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_No_Monthly_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_no_monthly_date(inputs)
	if (locale === "fr") return fr_organiser_msg_no_monthly_date(inputs)
	return en_organiser_msg_no_monthly_date(inputs)
});