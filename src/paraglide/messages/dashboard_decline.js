/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_DeclineInputs */

const en_dashboard_decline = /** @type {(inputs: Dashboard_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const es_dashboard_decline = /** @type {(inputs: Dashboard_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

const fr_dashboard_decline = /** @type {(inputs: Dashboard_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Dashboard_DeclineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_decline = /** @type {((inputs?: Dashboard_DeclineInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_DeclineInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_decline(inputs)
	if (locale === "fr") return fr_dashboard_decline(inputs)
	return en_dashboard_decline(inputs)
});