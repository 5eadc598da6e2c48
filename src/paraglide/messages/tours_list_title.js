/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_List_TitleInputs */

const en_tours_list_title = /** @type {(inputs: Tours_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walking Tours of Harlem`)
};

const es_tours_list_title = /** @type {(inputs: Tours_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos a pie por Harlem`)
};

const fr_tours_list_title = /** @type {(inputs: Tours_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites à pied de Harlem`)
};

/**
* | output |
* | --- |
* | "Walking Tours of Harlem" |
*
* @param {Tours_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_list_title = /** @type {((inputs?: Tours_List_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_List_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_list_title(inputs)
	if (locale === "fr") return fr_tours_list_title(inputs)
	return en_tours_list_title(inputs)
});