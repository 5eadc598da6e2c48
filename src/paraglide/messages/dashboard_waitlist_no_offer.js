/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waitlist_No_OfferInputs */

const en_dashboard_waitlist_no_offer = /** @type {(inputs: Dashboard_Waitlist_No_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No seat is held for you at this event.`)
};

const es_dashboard_waitlist_no_offer = /** @type {(inputs: Dashboard_Waitlist_No_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes ningún lugar reservado en este evento.`)
};

const fr_dashboard_waitlist_no_offer = /** @type {(inputs: Dashboard_Waitlist_No_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune place ne vous est réservée pour cet événement.`)
};

/**
* | output |
* | --- |
* | "No seat is held for you at this event." |
*
* @param {Dashboard_Waitlist_No_OfferInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_no_offer = /** @type {((inputs?: Dashboard_Waitlist_No_OfferInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_No_OfferInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_no_offer(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_no_offer(inputs)
	return en_dashboard_waitlist_no_offer(inputs)
});