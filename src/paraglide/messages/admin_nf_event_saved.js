/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Event_SavedInputs */

const en_admin_nf_event_saved = /** @type {(inputs: Admin_Nf_Event_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event is saved.`)
};

const es_admin_nf_event_saved = /** @type {(inputs: Admin_Nf_Event_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El evento está guardado.`)
};

const fr_admin_nf_event_saved = /** @type {(inputs: Admin_Nf_Event_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’événement est enregistré.`)
};

/**
* | output |
* | --- |
* | "The event is saved." |
*
* @param {Admin_Nf_Event_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_event_saved = /** @type {((inputs?: Admin_Nf_Event_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Event_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_event_saved(inputs)
	if (locale === "fr") return fr_admin_nf_event_saved(inputs)
	return en_admin_nf_event_saved(inputs)
});