/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_SavedInputs */

const en_tours_tr_saved = /** @type {(inputs: Tours_Tr_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation published.`)
};

const es_tours_tr_saved = /** @type {(inputs: Tours_Tr_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducción publicada.`)
};

const fr_tours_tr_saved = /** @type {(inputs: Tours_Tr_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traduction publiée.`)
};

/**
* | output |
* | --- |
* | "Translation published." |
*
* @param {Tours_Tr_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_saved = /** @type {((inputs?: Tours_Tr_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_saved(inputs)
	if (locale === "fr") return fr_tours_tr_saved(inputs)
	return en_tours_tr_saved(inputs)
});