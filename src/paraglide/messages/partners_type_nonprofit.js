/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_NonprofitInputs */

const en_partners_type_nonprofit = /** @type {(inputs: Partners_Type_NonprofitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non-profit Organization`)
};

const es_partners_type_nonprofit = /** @type {(inputs: Partners_Type_NonprofitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organización sin fines de lucro`)
};

const fr_partners_type_nonprofit = /** @type {(inputs: Partners_Type_NonprofitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Association à but non lucratif`)
};

/**
* | output |
* | --- |
* | "Non-profit Organization" |
*
* @param {Partners_Type_NonprofitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_nonprofit = /** @type {((inputs?: Partners_Type_NonprofitInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_NonprofitInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_nonprofit(inputs)
	if (locale === "fr") return fr_partners_type_nonprofit(inputs)
	return en_partners_type_nonprofit(inputs)
});