/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Map_Leaflet_TitleInputs */

const en_notices_map_leaflet_title = /** @type {(inputs: Notices_Map_Leaflet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A JavaScript library for interactive maps`)
};

const es_notices_map_leaflet_title = /** @type {(inputs: Notices_Map_Leaflet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una biblioteca de JavaScript para mapas interactivos`)
};

const fr_notices_map_leaflet_title = /** @type {(inputs: Notices_Map_Leaflet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une bibliothèque JavaScript de cartes interactives`)
};

/**
* | output |
* | --- |
* | "A JavaScript library for interactive maps" |
*
* @param {Notices_Map_Leaflet_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_map_leaflet_title = /** @type {((inputs?: Notices_Map_Leaflet_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Map_Leaflet_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_map_leaflet_title(inputs)
	if (locale === "fr") return fr_notices_map_leaflet_title(inputs)
	return en_notices_map_leaflet_title(inputs)
});