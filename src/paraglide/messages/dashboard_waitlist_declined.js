/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waitlist_DeclinedInputs */

const en_dashboard_waitlist_declined = /** @type {(inputs: Dashboard_Waitlist_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You declined the seat; it passes to the next in line.`)
};

const es_dashboard_waitlist_declined = /** @type {(inputs: Dashboard_Waitlist_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazaste el lugar; pasa a la siguiente persona de la lista.`)
};

const fr_dashboard_waitlist_declined = /** @type {(inputs: Dashboard_Waitlist_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez refusé la place ; elle passe à la personne suivante.`)
};

/**
* | output |
* | --- |
* | "You declined the seat; it passes to the next in line." |
*
* @param {Dashboard_Waitlist_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_declined = /** @type {((inputs?: Dashboard_Waitlist_DeclinedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_DeclinedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_declined(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_declined(inputs)
	return en_dashboard_waitlist_declined(inputs)
});