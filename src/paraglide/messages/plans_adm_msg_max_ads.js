/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Msg_Max_AdsInputs */

const en_plans_adm_msg_max_ads = /** @type {(inputs: Plans_Adm_Msg_Max_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the number of live ads as a whole number from 1 to 100`)
};

const es_plans_adm_msg_max_ads = /** @type {(inputs: Plans_Adm_Msg_Max_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el número de anuncios activos, un número entero de 1 a 100`)
};

const fr_plans_adm_msg_max_ads = /** @type {(inputs: Plans_Adm_Msg_Max_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le nombre d’annonces, un nombre entier de 1 à 100`)
};

/**
* | output |
* | --- |
* | "Enter the number of live ads as a whole number from 1 to 100" |
*
* @param {Plans_Adm_Msg_Max_AdsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_msg_max_ads = /** @type {((inputs?: Plans_Adm_Msg_Max_AdsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Msg_Max_AdsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_msg_max_ads(inputs)
	if (locale === "fr") return fr_plans_adm_msg_max_ads(inputs)
	return en_plans_adm_msg_max_ads(inputs)
});