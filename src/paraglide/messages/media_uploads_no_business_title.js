/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_No_Business_TitleInputs */

const en_media_uploads_no_business_title = /** @type {(inputs: Media_Uploads_No_Business_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Business Associated`)
};

const es_media_uploads_no_business_title = /** @type {(inputs: Media_Uploads_No_Business_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún negocio asociado`)
};

const fr_media_uploads_no_business_title = /** @type {(inputs: Media_Uploads_No_Business_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun commerce associé`)
};

/**
* | output |
* | --- |
* | "No Business Associated" |
*
* @param {Media_Uploads_No_Business_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_no_business_title = /** @type {((inputs?: Media_Uploads_No_Business_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_No_Business_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_no_business_title(inputs)
	if (locale === "fr") return fr_media_uploads_no_business_title(inputs)
	return en_media_uploads_no_business_title(inputs)
});