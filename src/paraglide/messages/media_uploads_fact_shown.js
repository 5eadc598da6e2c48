/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Fact_ShownInputs */

const en_media_uploads_fact_shown = /** @type {(inputs: Media_Uploads_Fact_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On your page until`)
};

const es_media_uploads_fact_shown = /** @type {(inputs: Media_Uploads_Fact_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En tu página hasta`)
};

const fr_media_uploads_fact_shown = /** @type {(inputs: Media_Uploads_Fact_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur votre page jusqu’au`)
};

/**
* | output |
* | --- |
* | "On your page until" |
*
* @param {Media_Uploads_Fact_ShownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_fact_shown = /** @type {((inputs?: Media_Uploads_Fact_ShownInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Fact_ShownInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_fact_shown(inputs)
	if (locale === "fr") return fr_media_uploads_fact_shown(inputs)
	return en_media_uploads_fact_shown(inputs)
});