/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Max_AdsInputs */

const en_plans_adm_max_ads = /** @type {(inputs: Plans_Adm_Max_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live ads at most`)
};

const es_plans_adm_max_ads = /** @type {(inputs: Plans_Adm_Max_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Máximo de anuncios activos`)
};

const fr_plans_adm_max_ads = /** @type {(inputs: Plans_Adm_Max_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonces en ligne au plus`)
};

/**
* | output |
* | --- |
* | "Live ads at most" |
*
* @param {Plans_Adm_Max_AdsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_max_ads = /** @type {((inputs?: Plans_Adm_Max_AdsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Max_AdsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_max_ads(inputs)
	if (locale === "fr") return fr_plans_adm_max_ads(inputs)
	return en_plans_adm_max_ads(inputs)
});