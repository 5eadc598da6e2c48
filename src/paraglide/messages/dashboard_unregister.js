/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_UnregisterInputs */

const en_dashboard_unregister = /** @type {(inputs: Dashboard_UnregisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unregister`)
};

const es_dashboard_unregister = /** @type {(inputs: Dashboard_UnregisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar inscripción`)
};

const fr_dashboard_unregister = /** @type {(inputs: Dashboard_UnregisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désinscrire`)
};

/**
* | output |
* | --- |
* | "Unregister" |
*
* @param {Dashboard_UnregisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_unregister = /** @type {((inputs?: Dashboard_UnregisterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_UnregisterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_unregister(inputs)
	if (locale === "fr") return fr_dashboard_unregister(inputs)
	return en_dashboard_unregister(inputs)
});