/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Tiers_HeadingInputs */

const en_media_uploads_tiers_heading = /** @type {(inputs: Media_Uploads_Tiers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What each tier gets`)
};

const es_media_uploads_tiers_heading = /** @type {(inputs: Media_Uploads_Tiers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué incluye cada nivel`)
};

const fr_media_uploads_tiers_heading = /** @type {(inputs: Media_Uploads_Tiers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que comprend chaque niveau`)
};

/**
* | output |
* | --- |
* | "What each tier gets" |
*
* @param {Media_Uploads_Tiers_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_tiers_heading = /** @type {((inputs?: Media_Uploads_Tiers_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Tiers_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_tiers_heading(inputs)
	if (locale === "fr") return fr_media_uploads_tiers_heading(inputs)
	return en_media_uploads_tiers_heading(inputs)
});