/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tab_EventsInputs */

const en_owner_tab_events = /** @type {(inputs: Owner_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events & Bookings`)
};

const es_owner_tab_events = /** @type {(inputs: Owner_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos y reservas`)
};

const fr_owner_tab_events = /** @type {(inputs: Owner_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements et réservations`)
};

/**
* | output |
* | --- |
* | "Events & Bookings" |
*
* @param {Owner_Tab_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_tab_events = /** @type {((inputs?: Owner_Tab_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tab_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tab_events(inputs)
	if (locale === "fr") return fr_owner_tab_events(inputs)
	return en_owner_tab_events(inputs)
});