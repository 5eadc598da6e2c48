/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Dashboard_Unregister_LabelInputs */

const en_dashboard_unregister_label = /** @type {(inputs: Dashboard_Unregister_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unregister from ${i?.title}`)
};

const es_dashboard_unregister_label = /** @type {(inputs: Dashboard_Unregister_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelar inscripción a ${i?.title}`)
};

const fr_dashboard_unregister_label = /** @type {(inputs: Dashboard_Unregister_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se désinscrire de ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Unregister from {title}" |
*
* @param {Dashboard_Unregister_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_unregister_label = /** @type {((inputs: Dashboard_Unregister_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Unregister_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_unregister_label(inputs)
	if (locale === "fr") return fr_dashboard_unregister_label(inputs)
	return en_dashboard_unregister_label(inputs)
});