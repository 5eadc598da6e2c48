/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Status_ReviewInputs */

const en_media_uploads_status_review = /** @type {(inputs: Media_Uploads_Status_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid, waiting for review`)
};

const es_media_uploads_status_review = /** @type {(inputs: Media_Uploads_Status_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagada, pendiente de revisión`)
};

const fr_media_uploads_status_review = /** @type {(inputs: Media_Uploads_Status_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé, en attente de vérification`)
};

/**
* | output |
* | --- |
* | "Paid, waiting for review" |
*
* @param {Media_Uploads_Status_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_status_review = /** @type {((inputs?: Media_Uploads_Status_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Status_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_status_review(inputs)
	if (locale === "fr") return fr_media_uploads_status_review(inputs)
	return en_media_uploads_status_review(inputs)
});