/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_WaitlistsInputs */

const en_dashboard_waitlists = /** @type {(inputs: Dashboard_WaitlistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlists`)
};

const es_dashboard_waitlists = /** @type {(inputs: Dashboard_WaitlistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listas de espera`)
};

const fr_dashboard_waitlists = /** @type {(inputs: Dashboard_WaitlistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listes d’attente`)
};

/**
* | output |
* | --- |
* | "Waitlists" |
*
* @param {Dashboard_WaitlistsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlists = /** @type {((inputs?: Dashboard_WaitlistsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_WaitlistsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlists(inputs)
	if (locale === "fr") return fr_dashboard_waitlists(inputs)
	return en_dashboard_waitlists(inputs)
});