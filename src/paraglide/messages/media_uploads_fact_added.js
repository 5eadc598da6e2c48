/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Fact_AddedInputs */

const en_media_uploads_fact_added = /** @type {(inputs: Media_Uploads_Fact_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

const es_media_uploads_fact_added = /** @type {(inputs: Media_Uploads_Fact_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregado`)
};

const fr_media_uploads_fact_added = /** @type {(inputs: Media_Uploads_Fact_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté le`)
};

/**
* | output |
* | --- |
* | "Added" |
*
* @param {Media_Uploads_Fact_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_fact_added = /** @type {((inputs?: Media_Uploads_Fact_AddedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Fact_AddedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_fact_added(inputs)
	if (locale === "fr") return fr_media_uploads_fact_added(inputs)
	return en_media_uploads_fact_added(inputs)
});