/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waitlist_LeftInputs */

const en_dashboard_waitlist_left = /** @type {(inputs: Dashboard_Waitlist_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have left the waitlist.`)
};

const es_dashboard_waitlist_left = /** @type {(inputs: Dashboard_Waitlist_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saliste de la lista de espera.`)
};

const fr_dashboard_waitlist_left = /** @type {(inputs: Dashboard_Waitlist_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez quitté la liste d’attente.`)
};

/**
* | output |
* | --- |
* | "You have left the waitlist." |
*
* @param {Dashboard_Waitlist_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_left = /** @type {((inputs?: Dashboard_Waitlist_LeftInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_LeftInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_left(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_left(inputs)
	return en_dashboard_waitlist_left(inputs)
});