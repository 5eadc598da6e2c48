/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_DescriptionInputs */

const en_partners_donate_description = /** @type {(inputs: Partners_Donate_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support Harlem Guide: a gift keeps the neighborhood guide free for every visitor. One-time or monthly, with or without an account.`)
};

const es_partners_donate_description = /** @type {(inputs: Partners_Donate_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apoya a Harlem Guide: una donación mantiene la guía del barrio gratuita para todos los visitantes. Única o mensual, con o sin cuenta.`)
};

const fr_partners_donate_description = /** @type {(inputs: Partners_Donate_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soutenez Harlem Guide : un don permet de garder le guide du quartier gratuit pour tous les visiteurs. Ponctuel ou mensuel, avec ou sans compte.`)
};

/**
* | output |
* | --- |
* | "Support Harlem Guide: a gift keeps the neighborhood guide free for every visitor. One-time or monthly, with or without an account." |
*
* @param {Partners_Donate_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_description = /** @type {((inputs?: Partners_Donate_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_description(inputs)
	if (locale === "fr") return fr_partners_donate_description(inputs)
	return en_partners_donate_description(inputs)
});