/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Event_Search_PlaceholderInputs */

const en_admin_event_search_placeholder = /** @type {(inputs: Admin_Event_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title or place`)
};

const es_admin_event_search_placeholder = /** @type {(inputs: Admin_Event_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título o lugar`)
};

const fr_admin_event_search_placeholder = /** @type {(inputs: Admin_Event_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre ou lieu`)
};

/**
* | output |
* | --- |
* | "Title or place" |
*
* @param {Admin_Event_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_event_search_placeholder = /** @type {((inputs?: Admin_Event_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Event_Search_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_event_search_placeholder(inputs)
	if (locale === "fr") return fr_admin_event_search_placeholder(inputs)
	return en_admin_event_search_placeholder(inputs)
});