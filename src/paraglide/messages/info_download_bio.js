/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_BioInputs */

const en_info_download_bio = /** @type {(inputs: Info_Download_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Executive Bio`)
};

const es_info_download_bio = /** @type {(inputs: Info_Download_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografía de la dirección`)
};

const fr_info_download_bio = /** @type {(inputs: Info_Download_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biographie de la direction`)
};

/**
* | output |
* | --- |
* | "Executive Bio" |
*
* @param {Info_Download_BioInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_bio = /** @type {((inputs?: Info_Download_BioInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_BioInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_bio(inputs)
	if (locale === "fr") return fr_info_download_bio(inputs)
	return en_info_download_bio(inputs)
});