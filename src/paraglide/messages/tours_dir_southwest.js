/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Dir_SouthwestInputs */

const en_tours_dir_southwest = /** @type {(inputs: Tours_Dir_SouthwestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`southwest`)
};

const es_tours_dir_southwest = /** @type {(inputs: Tours_Dir_SouthwestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suroeste`)
};

const fr_tours_dir_southwest = /** @type {(inputs: Tours_Dir_SouthwestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sud-ouest`)
};

/**
* | output |
* | --- |
* | "southwest" |
*
* @param {Tours_Dir_SouthwestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_dir_southwest = /** @type {((inputs?: Tours_Dir_SouthwestInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Dir_SouthwestInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_dir_southwest(inputs)
	if (locale === "fr") return fr_tours_dir_southwest(inputs)
	return en_tours_dir_southwest(inputs)
});