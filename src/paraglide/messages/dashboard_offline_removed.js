/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Dashboard_Offline_RemovedInputs */

const en_dashboard_offline_removed = /** @type {(inputs: Dashboard_Offline_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} removed from this device.`)
};

const es_dashboard_offline_removed = /** @type {(inputs: Dashboard_Offline_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se quitó ${i?.title} de este dispositivo.`)
};

const fr_dashboard_offline_removed = /** @type {(inputs: Dashboard_Offline_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} a été retiré de cet appareil.`)
};

/**
* | output |
* | --- |
* | "{title} removed from this device." |
*
* @param {Dashboard_Offline_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_offline_removed = /** @type {((inputs: Dashboard_Offline_RemovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Offline_RemovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_offline_removed(inputs)
	if (locale === "fr") return fr_dashboard_offline_removed(inputs)
	return en_dashboard_offline_removed(inputs)
});