/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Fast_LabelInputs */

const en_info_about_fast_label = /** @type {(inputs: Info_About_Fast_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast everywhere.`)
};

const es_info_about_fast_label = /** @type {(inputs: Info_About_Fast_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rápida en todas partes.`)
};

const fr_info_about_fast_label = /** @type {(inputs: Info_About_Fast_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapide partout.`)
};

/**
* | output |
* | --- |
* | "Fast everywhere." |
*
* @param {Info_About_Fast_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_fast_label = /** @type {((inputs?: Info_About_Fast_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Fast_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_fast_label(inputs)
	if (locale === "fr") return fr_info_about_fast_label(inputs)
	return en_info_about_fast_label(inputs)
});