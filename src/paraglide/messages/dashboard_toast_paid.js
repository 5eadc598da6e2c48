/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Toast_PaidInputs */

const en_dashboard_toast_paid = /** @type {(inputs: Dashboard_Toast_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid Ticket`)
};

const es_dashboard_toast_paid = /** @type {(inputs: Dashboard_Toast_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boleto pagado`)
};

const fr_dashboard_toast_paid = /** @type {(inputs: Dashboard_Toast_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billet payé`)
};

/**
* | output |
* | --- |
* | "Paid Ticket" |
*
* @param {Dashboard_Toast_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_toast_paid = /** @type {((inputs?: Dashboard_Toast_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Toast_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_toast_paid(inputs)
	if (locale === "fr") return fr_dashboard_toast_paid(inputs)
	return en_dashboard_toast_paid(inputs)
});