/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_OpenInputs */

const en_tours_tr_open = /** @type {(inputs: Tours_Tr_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translations`)
};

const es_tours_tr_open = /** @type {(inputs: Tours_Tr_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducciones`)
};

const fr_tours_tr_open = /** @type {(inputs: Tours_Tr_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traductions`)
};

/**
* | output |
* | --- |
* | "Translations" |
*
* @param {Tours_Tr_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_open = /** @type {((inputs?: Tours_Tr_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_open(inputs)
	if (locale === "fr") return fr_tours_tr_open(inputs)
	return en_tours_tr_open(inputs)
});