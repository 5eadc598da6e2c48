/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Perk_EventsInputs */

const en_partners_lp_perk_events = /** @type {(inputs: Partners_Lp_Perk_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events and bookings on your listing`)
};

const es_partners_lp_perk_events = /** @type {(inputs: Partners_Lp_Perk_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos y reservas en tu ficha`)
};

const fr_partners_lp_perk_events = /** @type {(inputs: Partners_Lp_Perk_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements et réservations sur votre fiche`)
};

/**
* | output |
* | --- |
* | "Events and bookings on your listing" |
*
* @param {Partners_Lp_Perk_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_perk_events = /** @type {((inputs?: Partners_Lp_Perk_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Perk_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_perk_events(inputs)
	if (locale === "fr") return fr_partners_lp_perk_events(inputs)
	return en_partners_lp_perk_events(inputs)
});