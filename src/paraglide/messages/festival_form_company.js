/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_CompanyInputs */

const en_festival_form_company = /** @type {(inputs: Festival_Form_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name`)
};

const es_festival_form_company = /** @type {(inputs: Festival_Form_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la empresa`)
};

const fr_festival_form_company = /** @type {(inputs: Festival_Form_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l’entreprise`)
};

/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Festival_Form_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_company = /** @type {((inputs?: Festival_Form_CompanyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_CompanyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_company(inputs)
	if (locale === "fr") return fr_festival_form_company(inputs)
	return en_festival_form_company(inputs)
});