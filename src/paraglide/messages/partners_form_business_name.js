/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_Business_NameInputs */

const en_partners_form_business_name = /** @type {(inputs: Partners_Form_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name`)
};

const es_partners_form_business_name = /** @type {(inputs: Partners_Form_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del negocio`)
};

const fr_partners_form_business_name = /** @type {(inputs: Partners_Form_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du commerce`)
};

/**
* | output |
* | --- |
* | "Business name" |
*
* @param {Partners_Form_Business_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_business_name = /** @type {((inputs?: Partners_Form_Business_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_Business_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_business_name(inputs)
	if (locale === "fr") return fr_partners_form_business_name(inputs)
	return en_partners_form_business_name(inputs)
});