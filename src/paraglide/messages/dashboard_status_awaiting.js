/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Status_AwaitingInputs */

const en_dashboard_status_awaiting = /** @type {(inputs: Dashboard_Status_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting payment`)
};

const es_dashboard_status_awaiting = /** @type {(inputs: Dashboard_Status_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de pago`)
};

const fr_dashboard_status_awaiting = /** @type {(inputs: Dashboard_Status_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de paiement`)
};

/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Dashboard_Status_AwaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_status_awaiting = /** @type {((inputs?: Dashboard_Status_AwaitingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Status_AwaitingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_status_awaiting(inputs)
	if (locale === "fr") return fr_dashboard_status_awaiting(inputs)
	return en_dashboard_status_awaiting(inputs)
});