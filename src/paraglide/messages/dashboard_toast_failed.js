/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Toast_FailedInputs */

const en_dashboard_toast_failed = /** @type {(inputs: Dashboard_Toast_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const es_dashboard_toast_failed = /** @type {(inputs: Dashboard_Toast_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal`)
};

const fr_dashboard_toast_failed = /** @type {(inputs: Dashboard_Toast_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Dashboard_Toast_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_toast_failed = /** @type {((inputs?: Dashboard_Toast_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Toast_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_toast_failed(inputs)
	if (locale === "fr") return fr_dashboard_toast_failed(inputs)
	return en_dashboard_toast_failed(inputs)
});