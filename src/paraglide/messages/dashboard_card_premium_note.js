/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Card_Premium_NoteInputs */

const en_dashboard_card_premium_note = /** @type {(inputs: Dashboard_Card_Premium_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium places to explore`)
};

const es_dashboard_card_premium_note = /** @type {(inputs: Dashboard_Card_Premium_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares Premium por descubrir`)
};

const fr_dashboard_card_premium_note = /** @type {(inputs: Dashboard_Card_Premium_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des lieux Premium à découvrir`)
};

/**
* | output |
* | --- |
* | "Premium places to explore" |
*
* @param {Dashboard_Card_Premium_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_card_premium_note = /** @type {((inputs?: Dashboard_Card_Premium_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Card_Premium_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_card_premium_note(inputs)
	if (locale === "fr") return fr_dashboard_card_premium_note(inputs)
	return en_dashboard_card_premium_note(inputs)
});