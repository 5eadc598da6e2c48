/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Alt_Hamilton_HeightsInputs */

const en_info_media_alt_hamilton_heights = /** @type {(inputs: Info_Media_Alt_Hamilton_HeightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of Hamilton Heights rowhouses under a setting sun, with a map pin`)
};

const es_info_media_alt_hamilton_heights = /** @type {(inputs: Info_Media_Alt_Hamilton_HeightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración de casas adosadas de Hamilton Heights bajo el sol poniente, con un marcador de mapa`)
};

const fr_info_media_alt_hamilton_heights = /** @type {(inputs: Info_Media_Alt_Hamilton_HeightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration de maisons mitoyennes de Hamilton Heights au soleil couchant, avec un repère de carte`)
};

/**
* | output |
* | --- |
* | "Illustration of Hamilton Heights rowhouses under a setting sun, with a map pin" |
*
* @param {Info_Media_Alt_Hamilton_HeightsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_alt_hamilton_heights = /** @type {((inputs?: Info_Media_Alt_Hamilton_HeightsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Alt_Hamilton_HeightsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_alt_hamilton_heights(inputs)
	if (locale === "fr") return fr_info_media_alt_hamilton_heights(inputs)
	return en_info_media_alt_hamilton_heights(inputs)
});