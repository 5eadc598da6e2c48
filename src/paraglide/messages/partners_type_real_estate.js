/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_Real_EstateInputs */

const en_partners_type_real_estate = /** @type {(inputs: Partners_Type_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate`)
};

const es_partners_type_real_estate = /** @type {(inputs: Partners_Type_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienes raíces`)
};

const fr_partners_type_real_estate = /** @type {(inputs: Partners_Type_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immobilier`)
};

/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Partners_Type_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_real_estate = /** @type {((inputs?: Partners_Type_Real_EstateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_Real_EstateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_real_estate(inputs)
	if (locale === "fr") return fr_partners_type_real_estate(inputs)
	return en_partners_type_real_estate(inputs)
});