/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Alt_Central_HarlemInputs */

const en_info_media_alt_central_harlem = /** @type {(inputs: Info_Media_Alt_Central_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of Central Harlem brownstones with lit windows at dusk, with a map pin`)
};

const es_info_media_alt_central_harlem = /** @type {(inputs: Info_Media_Alt_Central_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración de casas de piedra rojiza de Central Harlem con ventanas encendidas al atardecer, con un marcador de mapa`)
};

const fr_info_media_alt_central_harlem = /** @type {(inputs: Info_Media_Alt_Central_HarlemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration de maisons en grès brun de Central Harlem aux fenêtres éclairées au crépuscule, avec un repère de carte`)
};

/**
* | output |
* | --- |
* | "Illustration of Central Harlem brownstones with lit windows at dusk, with a map pin" |
*
* @param {Info_Media_Alt_Central_HarlemInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_alt_central_harlem = /** @type {((inputs?: Info_Media_Alt_Central_HarlemInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Alt_Central_HarlemInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_alt_central_harlem(inputs)
	if (locale === "fr") return fr_info_media_alt_central_harlem(inputs)
	return en_info_media_alt_central_harlem(inputs)
});