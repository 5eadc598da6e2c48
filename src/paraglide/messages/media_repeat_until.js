/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Repeat_UntilInputs */

const en_media_repeat_until = /** @type {(inputs: Media_Repeat_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat until`)
};

const es_media_repeat_until = /** @type {(inputs: Media_Repeat_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repetir hasta`)
};

const fr_media_repeat_until = /** @type {(inputs: Media_Repeat_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répéter jusqu’au`)
};

/**
* | output |
* | --- |
* | "Repeat until" |
*
* @param {Media_Repeat_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_repeat_until = /** @type {((inputs?: Media_Repeat_UntilInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Repeat_UntilInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_repeat_until(inputs)
	if (locale === "fr") return fr_media_repeat_until(inputs)
	return en_media_repeat_until(inputs)
});