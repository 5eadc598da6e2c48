/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Card_Favorites_NoteInputs */

const en_dashboard_card_favorites_note = /** @type {(inputs: Dashboard_Card_Favorites_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places you saved`)
};

const es_dashboard_card_favorites_note = /** @type {(inputs: Dashboard_Card_Favorites_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los lugares que guardaste`)
};

const fr_dashboard_card_favorites_note = /** @type {(inputs: Dashboard_Card_Favorites_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les lieux que vous avez enregistrés`)
};

/**
* | output |
* | --- |
* | "Places you saved" |
*
* @param {Dashboard_Card_Favorites_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_card_favorites_note = /** @type {((inputs?: Dashboard_Card_Favorites_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Card_Favorites_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_card_favorites_note(inputs)
	if (locale === "fr") return fr_dashboard_card_favorites_note(inputs)
	return en_dashboard_card_favorites_note(inputs)
});