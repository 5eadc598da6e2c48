/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Status_ConfirmedInputs */

const en_dashboard_status_confirmed = /** @type {(inputs: Dashboard_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const es_dashboard_status_confirmed = /** @type {(inputs: Dashboard_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmada`)
};

const fr_dashboard_status_confirmed = /** @type {(inputs: Dashboard_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmée`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Dashboard_Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_status_confirmed = /** @type {((inputs?: Dashboard_Status_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Status_ConfirmedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_status_confirmed(inputs)
	if (locale === "fr") return fr_dashboard_status_confirmed(inputs)
	return en_dashboard_status_confirmed(inputs)
});