/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Honest_LabelInputs */

const en_info_about_honest_label = /** @type {(inputs: Info_About_Honest_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Honest listings.`)
};

const es_info_about_honest_label = /** @type {(inputs: Info_About_Honest_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichas honestas.`)
};

const fr_info_about_honest_label = /** @type {(inputs: Info_About_Honest_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des fiches honnêtes.`)
};

/**
* | output |
* | --- |
* | "Honest listings." |
*
* @param {Info_About_Honest_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_honest_label = /** @type {((inputs?: Info_About_Honest_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Honest_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_honest_label(inputs)
	if (locale === "fr") return fr_info_about_honest_label(inputs)
	return en_info_about_honest_label(inputs)
});