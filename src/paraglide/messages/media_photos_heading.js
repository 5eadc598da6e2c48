/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Media_Photos_HeadingInputs */

const en_media_photos_heading = /** @type {(inputs: Media_Photos_HeadingInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`Photos (${i?.count})`)
};

const es_media_photos_heading = /** @type {(inputs: Media_Photos_HeadingInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("es", i?.count, {});return /** @type {LocalizedString} */ (`Fotos (${i?.count})`)
};

const fr_media_photos_heading = /** @type {(inputs: Media_Photos_HeadingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} photo`);
	return /** @type {LocalizedString} */ (`${i?.count} photos`)
	
};

/**
* | output |
* | --- |
* | "Photos ({count})" |
*
* @param {Media_Photos_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_photos_heading = /** @type {((inputs: Media_Photos_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Photos_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_photos_heading(inputs)
	if (locale === "fr") return fr_media_photos_heading(inputs)
	return en_media_photos_heading(inputs)
});