/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Kind_Event_ReminderInputs */

const en_alerts_kind_event_reminder = /** @type {(inputs: Alerts_Kind_Event_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event reminder`)
};

const es_alerts_kind_event_reminder = /** @type {(inputs: Alerts_Kind_Event_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordatorio de evento`)
};

const fr_alerts_kind_event_reminder = /** @type {(inputs: Alerts_Kind_Event_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rappel d’événement`)
};

/**
* | output |
* | --- |
* | "Event reminder" |
*
* @param {Alerts_Kind_Event_ReminderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_kind_event_reminder = /** @type {((inputs?: Alerts_Kind_Event_ReminderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Kind_Event_ReminderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_kind_event_reminder(inputs)
	if (locale === "fr") return fr_alerts_kind_event_reminder(inputs)
	return en_alerts_kind_event_reminder(inputs)
});