/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Form_CompanyInputs */

const en_partners_ad_form_company = /** @type {(inputs: Partners_Ad_Form_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

const es_partners_ad_form_company = /** @type {(inputs: Partners_Ad_Form_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empresa`)
};

const fr_partners_ad_form_company = /** @type {(inputs: Partners_Ad_Form_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprise`)
};

/**
* | output |
* | --- |
* | "Company" |
*
* @param {Partners_Ad_Form_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_form_company = /** @type {((inputs?: Partners_Ad_Form_CompanyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Form_CompanyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_form_company(inputs)
	if (locale === "fr") return fr_partners_ad_form_company(inputs)
	return en_partners_ad_form_company(inputs)
});