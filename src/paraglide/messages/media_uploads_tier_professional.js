/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Tier_ProfessionalInputs */

const en_media_uploads_tier_professional = /** @type {(inputs: Media_Uploads_Tier_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional`)
};

const es_media_uploads_tier_professional = /** @type {(inputs: Media_Uploads_Tier_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profesional`)
};

const fr_media_uploads_tier_professional = /** @type {(inputs: Media_Uploads_Tier_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professionnelle`)
};

/**
* | output |
* | --- |
* | "Professional" |
*
* @param {Media_Uploads_Tier_ProfessionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_tier_professional = /** @type {((inputs?: Media_Uploads_Tier_ProfessionalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Tier_ProfessionalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_tier_professional(inputs)
	if (locale === "fr") return fr_media_uploads_tier_professional(inputs)
	return en_media_uploads_tier_professional(inputs)
});