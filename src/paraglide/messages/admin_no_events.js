/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_EventsInputs */

const en_admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events found`)
};

const es_admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron eventos`)
};

const fr_admin_no_events = /** @type {(inputs: Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement trouvé`)
};

/**
* | output |
* | --- |
* | "No events found" |
*
* @param {Admin_No_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_no_events = /** @type {((inputs?: Admin_No_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_no_events(inputs)
	if (locale === "fr") return fr_admin_no_events(inputs)
	return en_admin_no_events(inputs)
});