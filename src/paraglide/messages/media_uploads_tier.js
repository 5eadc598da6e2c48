/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_TierInputs */

const en_media_uploads_tier = /** @type {(inputs: Media_Uploads_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tier`)
};

const es_media_uploads_tier = /** @type {(inputs: Media_Uploads_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel`)
};

const fr_media_uploads_tier = /** @type {(inputs: Media_Uploads_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule`)
};

/**
* | output |
* | --- |
* | "Tier" |
*
* @param {Media_Uploads_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_tier = /** @type {((inputs?: Media_Uploads_TierInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_TierInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_tier(inputs)
	if (locale === "fr") return fr_media_uploads_tier(inputs)
	return en_media_uploads_tier(inputs)
});