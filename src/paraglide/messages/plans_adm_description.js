/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_DescriptionInputs */

const en_plans_adm_description = /** @type {(inputs: Plans_Adm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_plans_adm_description = /** @type {(inputs: Plans_Adm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const fr_plans_adm_description = /** @type {(inputs: Plans_Adm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description de la formule`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Plans_Adm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_description = /** @type {((inputs?: Plans_Adm_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_description(inputs)
	if (locale === "fr") return fr_plans_adm_description(inputs)
	return en_plans_adm_description(inputs)
});