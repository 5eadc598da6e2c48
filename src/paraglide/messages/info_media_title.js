/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_TitleInputs */

const en_info_media_title = /** @type {(inputs: Info_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media & Press`)
};

const es_info_media_title = /** @type {(inputs: Info_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prensa y medios`)
};

const fr_info_media_title = /** @type {(inputs: Info_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presse et médias`)
};

/**
* | output |
* | --- |
* | "Media & Press" |
*
* @param {Info_Media_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_title = /** @type {((inputs?: Info_Media_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_title(inputs)
	if (locale === "fr") return fr_info_media_title(inputs)
	return en_info_media_title(inputs)
});