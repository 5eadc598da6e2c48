/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Offline_LookingInputs */

const en_dashboard_offline_looking = /** @type {(inputs: Dashboard_Offline_LookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking at what this device keeps…`)
};

const es_dashboard_offline_looking = /** @type {(inputs: Dashboard_Offline_LookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisando lo que guarda este dispositivo…`)
};

const fr_dashboard_offline_looking = /** @type {(inputs: Dashboard_Offline_LookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de ce que garde cet appareil…`)
};

/**
* | output |
* | --- |
* | "Looking at what this device keeps…" |
*
* @param {Dashboard_Offline_LookingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_offline_looking = /** @type {((inputs?: Dashboard_Offline_LookingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Offline_LookingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_offline_looking(inputs)
	if (locale === "fr") return fr_dashboard_offline_looking(inputs)
	return en_dashboard_offline_looking(inputs)
});