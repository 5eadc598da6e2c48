/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_PreviewInputs */

const en_ads_preview = /** @type {(inputs: Ads_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview, as the ad will show`)
};

const es_ads_preview = /** @type {(inputs: Ads_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista previa, tal como se verá el anuncio`)
};

const fr_ads_preview = /** @type {(inputs: Ads_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu, tel que l’annonce s’affichera`)
};

/**
* | output |
* | --- |
* | "Preview, as the ad will show" |
*
* @param {Ads_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_preview = /** @type {((inputs?: Ads_PreviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_PreviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_preview(inputs)
	if (locale === "fr") return fr_ads_preview(inputs)
	return en_ads_preview(inputs)
});