/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Toast_UnregisteredInputs */

const en_dashboard_toast_unregistered = /** @type {(inputs: Dashboard_Toast_UnregisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unregistered`)
};

const es_dashboard_toast_unregistered = /** @type {(inputs: Dashboard_Toast_UnregisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripción cancelada`)
};

const fr_dashboard_toast_unregistered = /** @type {(inputs: Dashboard_Toast_UnregisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désinscription effectuée`)
};

/**
* | output |
* | --- |
* | "Unregistered" |
*
* @param {Dashboard_Toast_UnregisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_toast_unregistered = /** @type {((inputs?: Dashboard_Toast_UnregisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Toast_UnregisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_toast_unregistered(inputs)
	if (locale === "fr") return fr_dashboard_toast_unregistered(inputs)
	return en_dashboard_toast_unregistered(inputs)
});