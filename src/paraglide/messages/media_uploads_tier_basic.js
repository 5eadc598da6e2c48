/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Tier_BasicInputs */

const en_media_uploads_tier_basic = /** @type {(inputs: Media_Uploads_Tier_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic`)
};

const es_media_uploads_tier_basic = /** @type {(inputs: Media_Uploads_Tier_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Básico`)
};

const fr_media_uploads_tier_basic = /** @type {(inputs: Media_Uploads_Tier_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essentielle`)
};

/**
* | output |
* | --- |
* | "Basic" |
*
* @param {Media_Uploads_Tier_BasicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_tier_basic = /** @type {((inputs?: Media_Uploads_Tier_BasicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Tier_BasicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_tier_basic(inputs)
	if (locale === "fr") return fr_media_uploads_tier_basic(inputs)
	return en_media_uploads_tier_basic(inputs)
});