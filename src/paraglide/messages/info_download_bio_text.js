/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Bio_TextInputs */

const en_info_download_bio_text = /** @type {(inputs: Info_Download_Bio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who leads the guide and its editorial, partnerships and community work.`)
};

const es_info_download_bio_text = /** @type {(inputs: Info_Download_Bio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién dirige la guía y su trabajo editorial, de alianzas y comunitario.`)
};

const fr_info_download_bio_text = /** @type {(inputs: Info_Download_Bio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui dirige le guide, et son travail éditorial, de partenariats et auprès de la communauté.`)
};

/**
* | output |
* | --- |
* | "Who leads the guide and its editorial, partnerships and community work." |
*
* @param {Info_Download_Bio_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_bio_text = /** @type {((inputs?: Info_Download_Bio_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Bio_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_bio_text(inputs)
	if (locale === "fr") return fr_info_download_bio_text(inputs)
	return en_info_download_bio_text(inputs)
});