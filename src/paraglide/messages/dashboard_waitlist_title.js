/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Waitlist_TitleInputs */

const en_dashboard_waitlist_title = /** @type {(inputs: Dashboard_Waitlist_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlist`)
};

const es_dashboard_waitlist_title = /** @type {(inputs: Dashboard_Waitlist_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de espera`)
};

const fr_dashboard_waitlist_title = /** @type {(inputs: Dashboard_Waitlist_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste d’attente`)
};

/**
* | output |
* | --- |
* | "Waitlist" |
*
* @param {Dashboard_Waitlist_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_waitlist_title = /** @type {((inputs?: Dashboard_Waitlist_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Waitlist_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_waitlist_title(inputs)
	if (locale === "fr") return fr_dashboard_waitlist_title(inputs)
	return en_dashboard_waitlist_title(inputs)
});