/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_Visited_NoteInputs */

const en_info_offline_visited_note = /** @type {(inputs: Info_Offline_Visited_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They open as you last saw them.`)
};

const es_info_offline_visited_note = /** @type {(inputs: Info_Offline_Visited_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se abren tal como las viste la última vez.`)
};

const fr_info_offline_visited_note = /** @type {(inputs: Info_Offline_Visited_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elles s’ouvrent telles que vous les avez vues la dernière fois.`)
};

/**
* | output |
* | --- |
* | "They open as you last saw them." |
*
* @param {Info_Offline_Visited_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_visited_note = /** @type {((inputs?: Info_Offline_Visited_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_Visited_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_visited_note(inputs)
	if (locale === "fr") return fr_info_offline_visited_note(inputs)
	return en_info_offline_visited_note(inputs)
});