/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Dir_WestInputs */

const en_tours_dir_west = /** @type {(inputs: Tours_Dir_WestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`west`)
};

const es_tours_dir_west = /** @type {(inputs: Tours_Dir_WestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oeste`)
};

const fr_tours_dir_west = /** @type {(inputs: Tours_Dir_WestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouest`)
};

/**
* | output |
* | --- |
* | "west" |
*
* @param {Tours_Dir_WestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_dir_west = /** @type {((inputs?: Tours_Dir_WestInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Dir_WestInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_dir_west(inputs)
	if (locale === "fr") return fr_tours_dir_west(inputs)
	return en_tours_dir_west(inputs)
});