/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Fact_SpotlightInputs */

const en_media_uploads_fact_spotlight = /** @type {(inputs: Media_Uploads_Fact_SpotlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the spotlight until`)
};

const es_media_uploads_fact_spotlight = /** @type {(inputs: Media_Uploads_Fact_SpotlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En el foco hasta`)
};

const fr_media_uploads_fact_spotlight = /** @type {(inputs: Media_Uploads_Fact_SpotlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À la une jusqu’au`)
};

/**
* | output |
* | --- |
* | "In the spotlight until" |
*
* @param {Media_Uploads_Fact_SpotlightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_fact_spotlight = /** @type {((inputs?: Media_Uploads_Fact_SpotlightInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Fact_SpotlightInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_fact_spotlight(inputs)
	if (locale === "fr") return fr_media_uploads_fact_spotlight(inputs)
	return en_media_uploads_fact_spotlight(inputs)
});