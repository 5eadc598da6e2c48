/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Fact_SizeInputs */

const en_media_uploads_fact_size = /** @type {(inputs: Media_Uploads_Fact_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size`)
};

const es_media_uploads_fact_size = /** @type {(inputs: Media_Uploads_Fact_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño`)
};

const fr_media_uploads_fact_size = /** @type {(inputs: Media_Uploads_Fact_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille`)
};

/**
* | output |
* | --- |
* | "Size" |
*
* @param {Media_Uploads_Fact_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_fact_size = /** @type {((inputs?: Media_Uploads_Fact_SizeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Fact_SizeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_fact_size(inputs)
	if (locale === "fr") return fr_media_uploads_fact_size(inputs)
	return en_media_uploads_fact_size(inputs)
});