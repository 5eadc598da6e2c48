/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waitlist_Not_FullInputs */

const en_dashboard_waitlist_not_full = /** @type {(inputs: Dashboard_Waitlist_Not_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats are still available for this event: register instead.`)
};

const es_dashboard_waitlist_not_full = /** @type {(inputs: Dashboard_Waitlist_Not_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía quedan lugares para este evento: mejor inscríbete.`)
};

const fr_dashboard_waitlist_not_full = /** @type {(inputs: Dashboard_Waitlist_Not_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il reste des places pour cet événement : inscrivez-vous plutôt.`)
};

/**
* | output |
* | --- |
* | "Seats are still available for this event: register instead." |
*
* @param {Dashboard_Waitlist_Not_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_not_full = /** @type {((inputs?: Dashboard_Waitlist_Not_FullInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_Not_FullInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_not_full(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_not_full(inputs)
	return en_dashboard_waitlist_not_full(inputs)
});