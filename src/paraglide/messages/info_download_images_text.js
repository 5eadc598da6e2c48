/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Images_TextInputs */

const en_info_download_images_text = /** @type {(inputs: Info_Download_Images_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighborhood and category illustrations for brochures and listings, with credit lines.`)
};

const es_info_download_images_text = /** @type {(inputs: Info_Download_Images_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustraciones de barrios y categorías para folletos y fichas, con sus créditos.`)
};

const fr_info_download_images_text = /** @type {(inputs: Info_Download_Images_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustrations de quartiers et de catégories pour brochures et fiches, avec leurs crédits.`)
};

/**
* | output |
* | --- |
* | "Neighborhood and category illustrations for brochures and listings, with credit lines." |
*
* @param {Info_Download_Images_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_images_text = /** @type {((inputs?: Info_Download_Images_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Images_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_images_text(inputs)
	if (locale === "fr") return fr_info_download_images_text(inputs)
	return en_info_download_images_text(inputs)
});