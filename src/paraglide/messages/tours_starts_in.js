/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Starts_InInputs */

const en_tours_starts_in = /** @type {(inputs: Tours_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts in`)
};

const es_tours_starts_in = /** @type {(inputs: Tours_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza en`)
};

const fr_tours_starts_in = /** @type {(inputs: Tours_Starts_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Départ`)
};

/**
* | output |
* | --- |
* | "Starts in" |
*
* @param {Tours_Starts_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_starts_in = /** @type {((inputs?: Tours_Starts_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Starts_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_starts_in(inputs)
	if (locale === "fr") return fr_tours_starts_in(inputs)
	return en_tours_starts_in(inputs)
});