/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Alerts_N_Reminder_BodyInputs */

const en_alerts_n_reminder_body = /** @type {(inputs: Alerts_N_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your event starts ${i?.when} (New York time).`)
};

const es_alerts_n_reminder_body = /** @type {(inputs: Alerts_N_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu evento empieza el ${i?.when} (hora de Nueva York).`)
};

const fr_alerts_n_reminder_body = /** @type {(inputs: Alerts_N_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre événement commence le ${i?.when} (heure de New York).`)
};

/**
* | output |
* | --- |
* | "Your event starts {when} (New York time)." |
*
* @param {Alerts_N_Reminder_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_reminder_body = /** @type {((inputs: Alerts_N_Reminder_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Reminder_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_reminder_body(inputs)
	if (locale === "fr") return fr_alerts_n_reminder_body(inputs)
	return en_alerts_n_reminder_body(inputs)
});