/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Data_LabelInputs */

const en_info_about_data_label = /** @type {(inputs: Info_About_Data_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data stays yours.`)
};

const es_info_about_data_label = /** @type {(inputs: Info_About_Data_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus datos son tuyos.`)
};

const fr_info_about_data_label = /** @type {(inputs: Info_About_Data_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos données restent les vôtres.`)
};

/**
* | output |
* | --- |
* | "Your data stays yours." |
*
* @param {Info_About_Data_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_data_label = /** @type {((inputs?: Info_About_Data_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Data_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_data_label(inputs)
	if (locale === "fr") return fr_info_about_data_label(inputs)
	return en_info_about_data_label(inputs)
});