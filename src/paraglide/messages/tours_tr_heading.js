/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_HeadingInputs */

const en_tours_tr_heading = /** @type {(inputs: Tours_Tr_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spanish and French texts`)
};

const es_tours_tr_heading = /** @type {(inputs: Tours_Tr_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Textos en español y francés`)
};

const fr_tours_tr_heading = /** @type {(inputs: Tours_Tr_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Textes en espagnol et en français`)
};

/**
* | output |
* | --- |
* | "Spanish and French texts" |
*
* @param {Tours_Tr_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_heading = /** @type {((inputs?: Tours_Tr_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_heading(inputs)
	if (locale === "fr") return fr_tours_tr_heading(inputs)
	return en_tours_tr_heading(inputs)
});