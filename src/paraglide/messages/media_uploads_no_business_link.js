/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_No_Business_LinkInputs */

const en_media_uploads_no_business_link = /** @type {(inputs: Media_Uploads_No_Business_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`business dashboard`)
};

const es_media_uploads_no_business_link = /** @type {(inputs: Media_Uploads_No_Business_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`panel del negocio`)
};

const fr_media_uploads_no_business_link = /** @type {(inputs: Media_Uploads_No_Business_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tableau de bord du commerce`)
};

/**
* | output |
* | --- |
* | "business dashboard" |
*
* @param {Media_Uploads_No_Business_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_no_business_link = /** @type {((inputs?: Media_Uploads_No_Business_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_No_Business_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_no_business_link(inputs)
	if (locale === "fr") return fr_media_uploads_no_business_link(inputs)
	return en_media_uploads_no_business_link(inputs)
});