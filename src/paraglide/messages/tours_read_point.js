/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Read_PointInputs */

const en_tours_read_point = /** @type {(inputs: Tours_Read_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read about this point`)
};

const es_tours_read_point = /** @type {(inputs: Tours_Read_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee sobre este punto`)
};

const fr_tours_read_point = /** @type {(inputs: Tours_Read_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire sur cette étape`)
};

/**
* | output |
* | --- |
* | "Read about this point" |
*
* @param {Tours_Read_PointInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_read_point = /** @type {((inputs?: Tours_Read_PointInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Read_PointInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_read_point(inputs)
	if (locale === "fr") return fr_tours_read_point(inputs)
	return en_tours_read_point(inputs)
});