/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Toast_Registration_FailedInputs */

const en_dashboard_toast_registration_failed = /** @type {(inputs: Dashboard_Toast_Registration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration Failed`)
};

const es_dashboard_toast_registration_failed = /** @type {(inputs: Dashboard_Toast_Registration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo completar la inscripción`)
};

const fr_dashboard_toast_registration_failed = /** @type {(inputs: Dashboard_Toast_Registration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l’inscription`)
};

/**
* | output |
* | --- |
* | "Registration Failed" |
*
* @param {Dashboard_Toast_Registration_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_toast_registration_failed = /** @type {((inputs?: Dashboard_Toast_Registration_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Toast_Registration_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_toast_registration_failed(inputs)
	if (locale === "fr") return fr_dashboard_toast_registration_failed(inputs)
	return en_dashboard_toast_registration_failed(inputs)
});