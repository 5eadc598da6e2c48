/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Stories_HeadingInputs */

const en_info_media_stories_heading = /** @type {(inputs: Info_Media_Stories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent stories from the guide`)
};

const es_info_media_stories_heading = /** @type {(inputs: Info_Media_Stories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artículos recientes de la guía`)
};

const fr_info_media_stories_heading = /** @type {(inputs: Info_Media_Stories_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Derniers articles du guide`)
};

/**
* | output |
* | --- |
* | "Recent stories from the guide" |
*
* @param {Info_Media_Stories_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_stories_heading = /** @type {((inputs?: Info_Media_Stories_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Stories_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_stories_heading(inputs)
	if (locale === "fr") return fr_info_media_stories_heading(inputs)
	return en_info_media_stories_heading(inputs)
});