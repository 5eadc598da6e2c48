/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_List_LabelInputs */

const en_tours_list_label = /** @type {(inputs: Tours_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tours`)
};

const es_tours_list_label = /** @type {(inputs: Tours_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos`)
};

const fr_tours_list_label = /** @type {(inputs: Tours_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites`)
};

/**
* | output |
* | --- |
* | "Tours" |
*
* @param {Tours_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_list_label = /** @type {((inputs?: Tours_List_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_List_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_list_label(inputs)
	if (locale === "fr") return fr_tours_list_label(inputs)
	return en_tours_list_label(inputs)
});