/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Event_SavedInputs */

const en_admin_event_saved = /** @type {(inputs: Admin_Event_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is saved.`)
};

const es_admin_event_saved = /** @type {(inputs: Admin_Event_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se guardó ${i?.title}.`)
};

const fr_admin_event_saved = /** @type {(inputs: Admin_Event_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’événement ${i?.title} est enregistré.`)
};

/**
* | output |
* | --- |
* | "{title} is saved." |
*
* @param {Admin_Event_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_event_saved = /** @type {((inputs: Admin_Event_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Event_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_event_saved(inputs)
	if (locale === "fr") return fr_admin_event_saved(inputs)
	return en_admin_event_saved(inputs)
});