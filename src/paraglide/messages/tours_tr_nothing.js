/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_NothingInputs */

const en_tours_tr_nothing = /** @type {(inputs: Tours_Tr_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tour has no text to translate yet.`)
};

const es_tours_tr_nothing = /** @type {(inputs: Tours_Tr_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este recorrido aún no tiene texto que traducir.`)
};

const fr_tours_tr_nothing = /** @type {(inputs: Tours_Tr_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette visite n’a pas encore de texte à traduire.`)
};

/**
* | output |
* | --- |
* | "This tour has no text to translate yet." |
*
* @param {Tours_Tr_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_nothing = /** @type {((inputs?: Tours_Tr_NothingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_NothingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_nothing(inputs)
	if (locale === "fr") return fr_tours_tr_nothing(inputs)
	return en_tours_tr_nothing(inputs)
});