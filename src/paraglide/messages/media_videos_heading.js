/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Media_Videos_HeadingInputs */

const en_media_videos_heading = /** @type {(inputs: Media_Videos_HeadingInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`Videos (${i?.count})`)
};

const es_media_videos_heading = /** @type {(inputs: Media_Videos_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} video`);
	return /** @type {LocalizedString} */ (`${i?.count} videos`)
	
};

const fr_media_videos_heading = /** @type {(inputs: Media_Videos_HeadingInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fr", i?.count, {});return /** @type {LocalizedString} */ (`Vidéos (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Videos ({count})" |
*
* @param {Media_Videos_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_videos_heading = /** @type {((inputs: Media_Videos_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Videos_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_videos_heading(inputs)
	if (locale === "fr") return fr_media_videos_heading(inputs)
	return en_media_videos_heading(inputs)
});