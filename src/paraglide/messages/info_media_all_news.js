/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_All_NewsInputs */

const en_info_media_all_news = /** @type {(inputs: Info_Media_All_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All news`)
};

const es_info_media_all_news = /** @type {(inputs: Info_Media_All_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las noticias`)
};

const fr_info_media_all_news = /** @type {(inputs: Info_Media_All_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les actualités`)
};

/**
* | output |
* | --- |
* | "All news" |
*
* @param {Info_Media_All_NewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_all_news = /** @type {((inputs?: Info_Media_All_NewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_All_NewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_all_news(inputs)
	if (locale === "fr") return fr_info_media_all_news(inputs)
	return en_info_media_all_news(inputs)
});