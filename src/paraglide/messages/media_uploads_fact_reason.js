/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Fact_ReasonInputs */

const en_media_uploads_fact_reason = /** @type {(inputs: Media_Uploads_Fact_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why not published`)
};

const es_media_uploads_fact_reason = /** @type {(inputs: Media_Uploads_Fact_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué no se publicó`)
};

const fr_media_uploads_fact_reason = /** @type {(inputs: Media_Uploads_Fact_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi il n’est pas publié`)
};

/**
* | output |
* | --- |
* | "Why not published" |
*
* @param {Media_Uploads_Fact_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_fact_reason = /** @type {((inputs?: Media_Uploads_Fact_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Fact_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_fact_reason(inputs)
	if (locale === "fr") return fr_media_uploads_fact_reason(inputs)
	return en_media_uploads_fact_reason(inputs)
});