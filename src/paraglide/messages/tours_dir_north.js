/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Dir_NorthInputs */

const en_tours_dir_north = /** @type {(inputs: Tours_Dir_NorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`north`)
};

const es_tours_dir_north = /** @type {(inputs: Tours_Dir_NorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`norte`)
};

const fr_tours_dir_north = /** @type {(inputs: Tours_Dir_NorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nord`)
};

/**
* | output |
* | --- |
* | "north" |
*
* @param {Tours_Dir_NorthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_dir_north = /** @type {((inputs?: Tours_Dir_NorthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Dir_NorthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_dir_north(inputs)
	if (locale === "fr") return fr_tours_dir_north(inputs)
	return en_tours_dir_north(inputs)
});