/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Repeat_NoneInputs */

const en_media_repeat_none = /** @type {(inputs: Media_Repeat_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Does not repeat`)
};

const es_media_repeat_none = /** @type {(inputs: Media_Repeat_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se repite`)
};

const fr_media_repeat_none = /** @type {(inputs: Media_Repeat_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne se répète pas`)
};

/**
* | output |
* | --- |
* | "Does not repeat" |
*
* @param {Media_Repeat_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeat_none = /** @type {((inputs?: Media_Repeat_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Repeat_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeat_none(inputs)
	if (locale === "fr") return fr_media_repeat_none(inputs)
	return en_media_repeat_none(inputs)
});