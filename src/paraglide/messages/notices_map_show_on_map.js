/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Map_Show_On_MapInputs */

const en_notices_map_show_on_map = /** @type {(inputs: Notices_Map_Show_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show on map`)
};

const es_notices_map_show_on_map = /** @type {(inputs: Notices_Map_Show_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver en el mapa`)
};

const fr_notices_map_show_on_map = /** @type {(inputs: Notices_Map_Show_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir sur la carte`)
};

/**
* | output |
* | --- |
* | "Show on map" |
*
* @param {Notices_Map_Show_On_MapInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_map_show_on_map = /** @type {((inputs?: Notices_Map_Show_On_MapInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Map_Show_On_MapInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_map_show_on_map(inputs)
	if (locale === "fr") return fr_notices_map_show_on_map(inputs)
	return en_notices_map_show_on_map(inputs)
});