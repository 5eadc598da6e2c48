/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_SlugInputs */

const en_plans_adm_slug = /** @type {(inputs: Plans_Adm_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan id`)
};

const es_plans_adm_slug = /** @type {(inputs: Plans_Adm_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificador del plan`)
};

const fr_plans_adm_slug = /** @type {(inputs: Plans_Adm_SlugInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant de la formule`)
};

/**
* | output |
* | --- |
* | "Plan id" |
*
* @param {Plans_Adm_SlugInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_slug = /** @type {((inputs?: Plans_Adm_SlugInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_SlugInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_slug(inputs)
	if (locale === "fr") return fr_plans_adm_slug(inputs)
	return en_plans_adm_slug(inputs)
});