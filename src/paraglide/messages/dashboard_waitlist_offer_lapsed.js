/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waitlist_Offer_LapsedInputs */

const en_dashboard_waitlist_offer_lapsed = /** @type {(inputs: Dashboard_Waitlist_Offer_LapsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seat held for you has passed to the next in line.`)
};

const es_dashboard_waitlist_offer_lapsed = /** @type {(inputs: Dashboard_Waitlist_Offer_LapsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El lugar que tenías reservado pasó a la siguiente persona de la lista.`)
};

const fr_dashboard_waitlist_offer_lapsed = /** @type {(inputs: Dashboard_Waitlist_Offer_LapsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La place qui vous était réservée est passée à la personne suivante.`)
};

/**
* | output |
* | --- |
* | "The seat held for you has passed to the next in line." |
*
* @param {Dashboard_Waitlist_Offer_LapsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_offer_lapsed = /** @type {((inputs?: Dashboard_Waitlist_Offer_LapsedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_Offer_LapsedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_offer_lapsed(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_offer_lapsed(inputs)
	return en_dashboard_waitlist_offer_lapsed(inputs)
});