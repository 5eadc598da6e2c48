/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Dashboard_Register_LabelInputs */

const en_dashboard_register_label = /** @type {(inputs: Dashboard_Register_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Register for ${i?.title}`)
};

const es_dashboard_register_label = /** @type {(inputs: Dashboard_Register_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscribirme en ${i?.title}`)
};

const fr_dashboard_register_label = /** @type {(inputs: Dashboard_Register_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S’inscrire à ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Register for {title}" |
*
* @param {Dashboard_Register_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_register_label = /** @type {((inputs: Dashboard_Register_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Register_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_register_label(inputs)
	if (locale === "fr") return fr_dashboard_register_label(inputs)
	return en_dashboard_register_label(inputs)
});