/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_List_EmptyInputs */

const en_ads_list_empty = /** @type {(inputs: Ads_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no ads yet.`)
};

const es_ads_list_empty = /** @type {(inputs: Ads_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes anuncios.`)
};

const fr_ads_list_empty = /** @type {(inputs: Ads_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez encore aucune annonce.`)
};

/**
* | output |
* | --- |
* | "You have no ads yet." |
*
* @param {Ads_List_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_list_empty = /** @type {((inputs?: Ads_List_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_List_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_list_empty(inputs)
	if (locale === "fr") return fr_ads_list_empty(inputs)
	return en_ads_list_empty(inputs)
});