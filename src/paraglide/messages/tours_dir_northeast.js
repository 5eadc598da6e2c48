/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Dir_NortheastInputs */

const en_tours_dir_northeast = /** @type {(inputs: Tours_Dir_NortheastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`northeast`)
};

const es_tours_dir_northeast = /** @type {(inputs: Tours_Dir_NortheastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noreste`)
};

const fr_tours_dir_northeast = /** @type {(inputs: Tours_Dir_NortheastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nord-est`)
};

/**
* | output |
* | --- |
* | "northeast" |
*
* @param {Tours_Dir_NortheastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_dir_northeast = /** @type {((inputs?: Tours_Dir_NortheastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Dir_NortheastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_dir_northeast(inputs)
	if (locale === "fr") return fr_tours_dir_northeast(inputs)
	return en_tours_dir_northeast(inputs)
});