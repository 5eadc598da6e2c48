/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Alerts_N_Reminder_TitleInputs */

const en_alerts_n_reminder_title = /** @type {(inputs: Alerts_N_Reminder_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tomorrow: ${i?.event}`)
};

const es_alerts_n_reminder_title = /** @type {(inputs: Alerts_N_Reminder_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mañana: ${i?.event}`)
};

const fr_alerts_n_reminder_title = /** @type {(inputs: Alerts_N_Reminder_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demain : ${i?.event}`)
};

/**
* | output |
* | --- |
* | "Tomorrow: {event}" |
*
* @param {Alerts_N_Reminder_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_reminder_title = /** @type {((inputs: Alerts_N_Reminder_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Reminder_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_reminder_title(inputs)
	if (locale === "fr") return fr_alerts_n_reminder_title(inputs)
	return en_alerts_n_reminder_title(inputs)
});