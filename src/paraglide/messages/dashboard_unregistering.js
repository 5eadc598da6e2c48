/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_UnregisteringInputs */

const en_dashboard_unregistering = /** @type {(inputs: Dashboard_UnregisteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unregistering...`)
};

const es_dashboard_unregistering = /** @type {(inputs: Dashboard_UnregisteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelando...`)
};

const fr_dashboard_unregistering = /** @type {(inputs: Dashboard_UnregisteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désinscription...`)
};

/**
* | output |
* | --- |
* | "Unregistering..." |
*
* @param {Dashboard_UnregisteringInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_unregistering = /** @type {((inputs?: Dashboard_UnregisteringInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_UnregisteringInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_unregistering(inputs)
	if (locale === "fr") return fr_dashboard_unregistering(inputs)
	return en_dashboard_unregistering(inputs)
});