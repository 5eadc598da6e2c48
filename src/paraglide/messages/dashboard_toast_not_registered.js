/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Toast_Not_RegisteredInputs */

const en_dashboard_toast_not_registered = /** @type {(inputs: Dashboard_Toast_Not_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not registered`)
};

const es_dashboard_toast_not_registered = /** @type {(inputs: Dashboard_Toast_Not_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin inscripción`)
};

const fr_dashboard_toast_not_registered = /** @type {(inputs: Dashboard_Toast_Not_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas d’inscription`)
};

/**
* | output |
* | --- |
* | "Not registered" |
*
* @param {Dashboard_Toast_Not_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_toast_not_registered = /** @type {((inputs?: Dashboard_Toast_Not_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Toast_Not_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_toast_not_registered(inputs)
	if (locale === "fr") return fr_dashboard_toast_not_registered(inputs)
	return en_dashboard_toast_not_registered(inputs)
});