/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Media_Videos_Heading_ToursInputs */

const en_media_videos_heading_tours = /** @type {(inputs: Media_Videos_Heading_ToursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Video tours (${i?.count})`)
};

const es_media_videos_heading_tours = /** @type {(inputs: Media_Videos_Heading_ToursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorridos en video (${i?.count})`)
};

const fr_media_videos_heading_tours = /** @type {(inputs: Media_Videos_Heading_ToursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visites en vidéo (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Video tours ({count})" |
*
* @param {Media_Videos_Heading_ToursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_videos_heading_tours = /** @type {((inputs: Media_Videos_Heading_ToursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Videos_Heading_ToursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_videos_heading_tours(inputs)
	if (locale === "fr") return fr_media_videos_heading_tours(inputs)
	return en_media_videos_heading_tours(inputs)
});