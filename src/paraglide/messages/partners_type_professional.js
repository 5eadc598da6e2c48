/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_ProfessionalInputs */

const en_partners_type_professional = /** @type {(inputs: Partners_Type_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional Services`)
};

const es_partners_type_professional = /** @type {(inputs: Partners_Type_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicios profesionales`)
};

const fr_partners_type_professional = /** @type {(inputs: Partners_Type_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services professionnels`)
};

/**
* | output |
* | --- |
* | "Professional Services" |
*
* @param {Partners_Type_ProfessionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_professional = /** @type {((inputs?: Partners_Type_ProfessionalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_ProfessionalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_professional(inputs)
	if (locale === "fr") return fr_partners_type_professional(inputs)
	return en_partners_type_professional(inputs)
});