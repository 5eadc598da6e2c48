/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waitlist_LoginInputs */

const en_dashboard_waitlist_login = /** @type {(inputs: Dashboard_Waitlist_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to join the waitlist.`)
};

const es_dashboard_waitlist_login = /** @type {(inputs: Dashboard_Waitlist_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para unirte a la lista de espera.`)
};

const fr_dashboard_waitlist_login = /** @type {(inputs: Dashboard_Waitlist_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour rejoindre la liste d’attente.`)
};

/**
* | output |
* | --- |
* | "Please log in to join the waitlist." |
*
* @param {Dashboard_Waitlist_LoginInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_login = /** @type {((inputs?: Dashboard_Waitlist_LoginInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_LoginInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_login(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_login(inputs)
	return en_dashboard_waitlist_login(inputs)
});