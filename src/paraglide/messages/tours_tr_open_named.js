/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Tours_Tr_Open_NamedInputs */

const en_tours_tr_open_named = /** @type {(inputs: Tours_Tr_Open_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spanish and French texts of ${i?.title}`)
};

const es_tours_tr_open_named = /** @type {(inputs: Tours_Tr_Open_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Textos en español y francés de ${i?.title}`)
};

const fr_tours_tr_open_named = /** @type {(inputs: Tours_Tr_Open_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Textes en espagnol et en français de ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Spanish and French texts of {title}" |
*
* @param {Tours_Tr_Open_NamedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_open_named = /** @type {((inputs: Tours_Tr_Open_NamedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_Open_NamedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_open_named(inputs)
	if (locale === "fr") return fr_tours_tr_open_named(inputs)
	return en_tours_tr_open_named(inputs)
});