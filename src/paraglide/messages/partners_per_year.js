/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Partners_Per_YearInputs */

const en_partners_per_year = /** @type {(inputs: Partners_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} per year`)
};

const es_partners_per_year = /** @type {(inputs: Partners_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} al año`)
};

const fr_partners_per_year = /** @type {(inputs: Partners_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} par an`)
};

/**
* | output |
* | --- |
* | "{price} per year" |
*
* @param {Partners_Per_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_per_year = /** @type {((inputs: Partners_Per_YearInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Per_YearInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_per_year(inputs)
	if (locale === "fr") return fr_partners_per_year(inputs)
	return en_partners_per_year(inputs)
});