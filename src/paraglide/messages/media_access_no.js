/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Access_NoInputs */

const en_media_access_no = /** @type {(inputs: Media_Access_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

const es_media_access_no = /** @type {(inputs: Media_Access_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No disponible`)
};

const fr_media_access_no = /** @type {(inputs: Media_Access_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non`)
};

/**
* | output |
* | --- |
* | "No" |
*
* @param {Media_Access_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_access_no = /** @type {((inputs?: Media_Access_NoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Access_NoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_access_no(inputs)
	if (locale === "fr") return fr_media_access_no(inputs)
	return en_media_access_no(inputs)
});