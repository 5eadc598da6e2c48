/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Repeats_LabelInputs */

const en_admin_repeats_label = /** @type {(inputs: Admin_Repeats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeats:`)
};

const es_admin_repeats_label = /** @type {(inputs: Admin_Repeats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se repite:`)
};

const fr_admin_repeats_label = /** @type {(inputs: Admin_Repeats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récurrence :`)
};

/**
* | output |
* | --- |
* | "Repeats:" |
*
* @param {Admin_Repeats_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_repeats_label = /** @type {((inputs?: Admin_Repeats_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Repeats_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_repeats_label(inputs)
	if (locale === "fr") return fr_admin_repeats_label(inputs)
	return en_admin_repeats_label(inputs)
});