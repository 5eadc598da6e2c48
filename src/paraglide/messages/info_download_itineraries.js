/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_ItinerariesInputs */

const en_info_download_itineraries = /** @type {(inputs: Info_Download_ItinerariesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sample Itineraries`)
};

const es_info_download_itineraries = /** @type {(inputs: Info_Download_ItinerariesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerarios de ejemplo`)
};

const fr_info_download_itineraries = /** @type {(inputs: Info_Download_ItinerariesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exemples d’itinéraires`)
};

/**
* | output |
* | --- |
* | "Sample Itineraries" |
*
* @param {Info_Download_ItinerariesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_itineraries = /** @type {((inputs?: Info_Download_ItinerariesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_ItinerariesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_itineraries(inputs)
	if (locale === "fr") return fr_info_download_itineraries(inputs)
	return en_info_download_itineraries(inputs)
});