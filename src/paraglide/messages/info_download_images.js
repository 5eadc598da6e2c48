/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_ImagesInputs */

const en_info_download_images = /** @type {(inputs: Info_Download_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image Pack`)
};

const es_info_download_images = /** @type {(inputs: Info_Download_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquete de imágenes`)
};

const fr_info_download_images = /** @type {(inputs: Info_Download_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pack d’images`)
};

/**
* | output |
* | --- |
* | "Image Pack" |
*
* @param {Info_Download_ImagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_images = /** @type {((inputs?: Info_Download_ImagesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_ImagesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_images(inputs)
	if (locale === "fr") return fr_info_download_images(inputs)
	return en_info_download_images(inputs)
});