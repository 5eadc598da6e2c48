/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Dir_EastInputs */

const en_tours_dir_east = /** @type {(inputs: Tours_Dir_EastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`east`)
};

const es_tours_dir_east = /** @type {(inputs: Tours_Dir_EastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`este`)
};

const fr_tours_dir_east = /** @type {(inputs: Tours_Dir_EastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`est`)
};

/**
* | output |
* | --- |
* | "east" |
*
* @param {Tours_Dir_EastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_dir_east = /** @type {((inputs?: Tours_Dir_EastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Dir_EastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_dir_east(inputs)
	if (locale === "fr") return fr_tours_dir_east(inputs)
	return en_tours_dir_east(inputs)
});