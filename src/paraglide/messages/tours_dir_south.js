/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Dir_SouthInputs */

const en_tours_dir_south = /** @type {(inputs: Tours_Dir_SouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`south`)
};

const es_tours_dir_south = /** @type {(inputs: Tours_Dir_SouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur`)
};

const fr_tours_dir_south = /** @type {(inputs: Tours_Dir_SouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sud`)
};

/**
* | output |
* | --- |
* | "south" |
*
* @param {Tours_Dir_SouthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_dir_south = /** @type {((inputs?: Tours_Dir_SouthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Dir_SouthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_dir_south(inputs)
	if (locale === "fr") return fr_tours_dir_south(inputs)
	return en_tours_dir_south(inputs)
});