/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Dir_SoutheastInputs */

const en_tours_dir_southeast = /** @type {(inputs: Tours_Dir_SoutheastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`southeast`)
};

const es_tours_dir_southeast = /** @type {(inputs: Tours_Dir_SoutheastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sureste`)
};

const fr_tours_dir_southeast = /** @type {(inputs: Tours_Dir_SoutheastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sud-est`)
};

/**
* | output |
* | --- |
* | "southeast" |
*
* @param {Tours_Dir_SoutheastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_dir_southeast = /** @type {((inputs?: Tours_Dir_SoutheastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Dir_SoutheastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_dir_southeast(inputs)
	if (locale === "fr") return fr_tours_dir_southeast(inputs)
	return en_tours_dir_southeast(inputs)
});