/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_CompanyInputs */

const en_partners_sp_company = /** @type {(inputs: Partners_Sp_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name`)
};

const es_partners_sp_company = /** @type {(inputs: Partners_Sp_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la empresa`)
};

const fr_partners_sp_company = /** @type {(inputs: Partners_Sp_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l’entreprise`)
};

/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Partners_Sp_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_company = /** @type {((inputs?: Partners_Sp_CompanyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_CompanyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_company(inputs)
	if (locale === "fr") return fr_partners_sp_company(inputs)
	return en_partners_sp_company(inputs)
});