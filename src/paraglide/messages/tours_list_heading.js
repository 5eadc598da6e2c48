/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_List_HeadingInputs */

const en_tours_list_heading = /** @type {(inputs: Tours_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walk Harlem’s history`)
};

const es_tours_list_heading = /** @type {(inputs: Tours_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorre la historia de Harlem`)
};

const fr_tours_list_heading = /** @type {(inputs: Tours_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez l’histoire de Harlem`)
};

/**
* | output |
* | --- |
* | "Walk Harlem’s history" |
*
* @param {Tours_List_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_list_heading = /** @type {((inputs?: Tours_List_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_List_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_list_heading(inputs)
	if (locale === "fr") return fr_tours_list_heading(inputs)
	return en_tours_list_heading(inputs)
});