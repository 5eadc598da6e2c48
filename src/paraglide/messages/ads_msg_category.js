/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Msg_CategoryInputs */

const en_ads_msg_category = /** @type {(inputs: Ads_Msg_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose business categories from the list.`)
};

const es_ads_msg_category = /** @type {(inputs: Ads_Msg_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige categorías de negocio de la lista.`)
};

const fr_ads_msg_category = /** @type {(inputs: Ads_Msg_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez des catégories dans la liste.`)
};

/**
* | output |
* | --- |
* | "Choose business categories from the list." |
*
* @param {Ads_Msg_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_msg_category = /** @type {((inputs?: Ads_Msg_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Msg_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_msg_category(inputs)
	if (locale === "fr") return fr_ads_msg_category(inputs)
	return en_ads_msg_category(inputs)
});