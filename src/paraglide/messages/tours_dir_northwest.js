/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Dir_NorthwestInputs */

const en_tours_dir_northwest = /** @type {(inputs: Tours_Dir_NorthwestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`northwest`)
};

const es_tours_dir_northwest = /** @type {(inputs: Tours_Dir_NorthwestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noroeste`)
};

const fr_tours_dir_northwest = /** @type {(inputs: Tours_Dir_NorthwestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nord-ouest`)
};

/**
* | output |
* | --- |
* | "northwest" |
*
* @param {Tours_Dir_NorthwestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_dir_northwest = /** @type {((inputs?: Tours_Dir_NorthwestInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Dir_NorthwestInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_dir_northwest(inputs)
	if (locale === "fr") return fr_tours_dir_northwest(inputs)
	return en_tours_dir_northwest(inputs)
});