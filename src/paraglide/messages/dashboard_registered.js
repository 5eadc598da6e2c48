/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_RegisteredInputs */

const en_dashboard_registered = /** @type {(inputs: Dashboard_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registered`)
};

const es_dashboard_registered = /** @type {(inputs: Dashboard_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrito`)
};

const fr_dashboard_registered = /** @type {(inputs: Dashboard_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrit`)
};

/**
* | output |
* | --- |
* | "Registered" |
*
* @param {Dashboard_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_registered = /** @type {((inputs?: Dashboard_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_registered(inputs)
	if (locale === "fr") return fr_dashboard_registered(inputs)
	return en_dashboard_registered(inputs)
});