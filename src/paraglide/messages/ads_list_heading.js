/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_List_HeadingInputs */

const en_ads_list_heading = /** @type {(inputs: Ads_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ads`)
};

const es_ads_list_heading = /** @type {(inputs: Ads_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus anuncios`)
};

const fr_ads_list_heading = /** @type {(inputs: Ads_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos annonces`)
};

/**
* | output |
* | --- |
* | "Your ads" |
*
* @param {Ads_List_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_list_heading = /** @type {((inputs?: Ads_List_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_List_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_list_heading(inputs)
	if (locale === "fr") return fr_ads_list_heading(inputs)
	return en_ads_list_heading(inputs)
});