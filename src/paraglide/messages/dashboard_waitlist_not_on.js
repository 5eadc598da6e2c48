/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waitlist_Not_OnInputs */

const en_dashboard_waitlist_not_on = /** @type {(inputs: Dashboard_Waitlist_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not on the waitlist for this event.`)
};

const es_dashboard_waitlist_not_on = /** @type {(inputs: Dashboard_Waitlist_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No estás en la lista de espera de este evento.`)
};

const fr_dashboard_waitlist_not_on = /** @type {(inputs: Dashboard_Waitlist_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’êtes pas sur la liste d’attente de cet événement.`)
};

/**
* | output |
* | --- |
* | "You are not on the waitlist for this event." |
*
* @param {Dashboard_Waitlist_Not_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_not_on = /** @type {((inputs?: Dashboard_Waitlist_Not_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_Not_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_not_on(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_not_on(inputs)
	return en_dashboard_waitlist_not_on(inputs)
});