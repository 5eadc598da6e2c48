/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Fact_TypeInputs */

const en_media_uploads_fact_type = /** @type {(inputs: Media_Uploads_Fact_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const es_media_uploads_fact_type = /** @type {(inputs: Media_Uploads_Fact_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const fr_media_uploads_fact_type = /** @type {(inputs: Media_Uploads_Fact_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Media_Uploads_Fact_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_fact_type = /** @type {((inputs?: Media_Uploads_Fact_TypeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Fact_TypeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_fact_type(inputs)
	if (locale === "fr") return fr_media_uploads_fact_type(inputs)
	return en_media_uploads_fact_type(inputs)
});