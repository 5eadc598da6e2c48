/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_RepeatsInputs */

const en_media_repeats = /** @type {(inputs: Media_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeats`)
};

const es_media_repeats = /** @type {(inputs: Media_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se repite`)
};

const fr_media_repeats = /** @type {(inputs: Media_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répétition`)
};

/**
* | output |
* | --- |
* | "Repeats" |
*
* @param {Media_RepeatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeats = /** @type {((inputs?: Media_RepeatsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_RepeatsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeats(inputs)
	if (locale === "fr") return fr_media_repeats(inputs)
	return en_media_repeats(inputs)
});