/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Local_LabelInputs */

const en_info_about_local_label = /** @type {(inputs: Info_About_Local_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local first.`)
};

const es_info_about_local_label = /** @type {(inputs: Info_About_Local_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero, lo local.`)
};

const fr_info_about_local_label = /** @type {(inputs: Info_About_Local_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le local d’abord.`)
};

/**
* | output |
* | --- |
* | "Local first." |
*
* @param {Info_About_Local_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_local_label = /** @type {((inputs?: Info_About_Local_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Local_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_local_label(inputs)
	if (locale === "fr") return fr_info_about_local_label(inputs)
	return en_info_about_local_label(inputs)
});