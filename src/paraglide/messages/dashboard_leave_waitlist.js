/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Leave_WaitlistInputs */

const en_dashboard_leave_waitlist = /** @type {(inputs: Dashboard_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the waitlist`)
};

const es_dashboard_leave_waitlist = /** @type {(inputs: Dashboard_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir de la lista de espera`)
};

const fr_dashboard_leave_waitlist = /** @type {(inputs: Dashboard_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter la liste d’attente`)
};

/**
* | output |
* | --- |
* | "Leave the waitlist" |
*
* @param {Dashboard_Leave_WaitlistInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_leave_waitlist = /** @type {((inputs?: Dashboard_Leave_WaitlistInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Leave_WaitlistInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_leave_waitlist(inputs)
	if (locale === "fr") return fr_dashboard_leave_waitlist(inputs)
	return en_dashboard_leave_waitlist(inputs)
});