/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Card_Events_NoteInputs */

const en_dashboard_card_events_note = /** @type {(inputs: Dashboard_Card_Events_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your upcoming and past events`)
};

const es_dashboard_card_events_note = /** @type {(inputs: Dashboard_Card_Events_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus eventos próximos y pasados`)
};

const fr_dashboard_card_events_note = /** @type {(inputs: Dashboard_Card_Events_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos événements à venir et passés`)
};

/**
* | output |
* | --- |
* | "Your upcoming and past events" |
*
* @param {Dashboard_Card_Events_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_card_events_note = /** @type {((inputs?: Dashboard_Card_Events_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Card_Events_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_card_events_note(inputs)
	if (locale === "fr") return fr_dashboard_card_events_note(inputs)
	return en_dashboard_card_events_note(inputs)
});