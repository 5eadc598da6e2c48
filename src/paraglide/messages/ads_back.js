/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_BackInputs */

const en_ads_back = /** @type {(inputs: Ads_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your ads`)
};

const es_ads_back = /** @type {(inputs: Ads_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a tus anuncios`)
};

const fr_ads_back = /** @type {(inputs: Ads_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à vos annonces`)
};

/**
* | output |
* | --- |
* | "Back to your ads" |
*
* @param {Ads_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_back = /** @type {((inputs?: Ads_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_back(inputs)
	if (locale === "fr") return fr_ads_back(inputs)
	return en_ads_back(inputs)
});