/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Card_Exclusive_NoteInputs */

const en_dashboard_card_exclusive_note = /** @type {(inputs: Dashboard_Card_Exclusive_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming members-only events`)
};

const es_dashboard_card_exclusive_note = /** @type {(inputs: Dashboard_Card_Exclusive_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos eventos solo para socios`)
};

const fr_dashboard_card_exclusive_note = /** @type {(inputs: Dashboard_Card_Exclusive_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochains événements réservés aux membres`)
};

/**
* | output |
* | --- |
* | "Upcoming members-only events" |
*
* @param {Dashboard_Card_Exclusive_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_card_exclusive_note = /** @type {((inputs?: Dashboard_Card_Exclusive_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Card_Exclusive_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_card_exclusive_note(inputs)
	if (locale === "fr") return fr_dashboard_card_exclusive_note(inputs)
	return en_dashboard_card_exclusive_note(inputs)
});