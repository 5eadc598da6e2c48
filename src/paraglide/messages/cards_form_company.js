/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_CompanyInputs */

const en_cards_form_company = /** @type {(inputs: Cards_Form_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company is required`)
};

const es_cards_form_company = /** @type {(inputs: Cards_Form_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La empresa es obligatoria`)
};

const fr_cards_form_company = /** @type {(inputs: Cards_Form_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’entreprise est obligatoire`)
};

/**
* | output |
* | --- |
* | "Company is required" |
*
* @param {Cards_Form_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_company = /** @type {((inputs?: Cards_Form_CompanyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_CompanyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_company(inputs)
	if (locale === "fr") return fr_cards_form_company(inputs)
	return en_cards_form_company(inputs)
});