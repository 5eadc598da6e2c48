/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waitlist_FailedInputs */

const en_dashboard_waitlist_failed = /** @type {(inputs: Dashboard_Waitlist_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update the waitlist. Please try again.`)
};

const es_dashboard_waitlist_failed = /** @type {(inputs: Dashboard_Waitlist_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la lista de espera. Inténtalo de nuevo.`)
};

const fr_dashboard_waitlist_failed = /** @type {(inputs: Dashboard_Waitlist_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La liste d’attente n’a pas pu être mise à jour. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to update the waitlist. Please try again." |
*
* @param {Dashboard_Waitlist_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_failed = /** @type {((inputs?: Dashboard_Waitlist_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_failed(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_failed(inputs)
	return en_dashboard_waitlist_failed(inputs)
});