/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Tier_EnterpriseInputs */

const en_media_uploads_tier_enterprise = /** @type {(inputs: Media_Uploads_Tier_EnterpriseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enterprise`)
};

const es_media_uploads_tier_enterprise = /** @type {(inputs: Media_Uploads_Tier_EnterpriseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empresarial`)
};

const fr_media_uploads_tier_enterprise = /** @type {(inputs: Media_Uploads_Tier_EnterpriseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprise`)
};

/**
* | output |
* | --- |
* | "Enterprise" |
*
* @param {Media_Uploads_Tier_EnterpriseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_tier_enterprise = /** @type {((inputs?: Media_Uploads_Tier_EnterpriseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Tier_EnterpriseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_tier_enterprise(inputs)
	if (locale === "fr") return fr_media_uploads_tier_enterprise(inputs)
	return en_media_uploads_tier_enterprise(inputs)
});