/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Media_Uploads_Tier_PageInputs */

const en_media_uploads_tier_page = /** @type {(inputs: Media_Uploads_Tier_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On your business page for ${i?.days} days`)
};

const es_media_uploads_tier_page = /** @type {(inputs: Media_Uploads_Tier_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En la página de tu negocio durante ${i?.days} días`)
};

const fr_media_uploads_tier_page = /** @type {(inputs: Media_Uploads_Tier_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sur la page de votre commerce pendant ${i?.days} jours`)
};

/**
* | output |
* | --- |
* | "On your business page for {days} days" |
*
* @param {Media_Uploads_Tier_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_tier_page = /** @type {((inputs: Media_Uploads_Tier_PageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Tier_PageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_tier_page(inputs)
	if (locale === "fr") return fr_media_uploads_tier_page(inputs)
	return en_media_uploads_tier_page(inputs)
});