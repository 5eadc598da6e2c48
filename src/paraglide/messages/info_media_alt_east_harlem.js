/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Alt_East_HarlemInputs */

const en_info_media_alt_east_harlem = /** @type {(inputs: Info_Media_Alt_East_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of East Harlem apartment blocks under a full moon, with a map pin`)
};

const es_info_media_alt_east_harlem = /** @type {(inputs: Info_Media_Alt_East_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración de edificios de apartamentos de East Harlem bajo la luna llena, con un marcador de mapa`)
};

const fr_info_media_alt_east_harlem = /** @type {(inputs: Info_Media_Alt_East_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration d’immeubles d’East Harlem sous la pleine lune, avec un repère de carte`)
};

/**
* | output |
* | --- |
* | "Illustration of East Harlem apartment blocks under a full moon, with a map pin" |
*
* @param {Info_Media_Alt_East_HarlemInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_alt_east_harlem = /** @type {((inputs?: Info_Media_Alt_East_HarlemInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Alt_East_HarlemInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_alt_east_harlem(inputs)
	if (locale === "fr") return fr_info_media_alt_east_harlem(inputs)
	return en_info_media_alt_east_harlem(inputs)
});