/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Map_Zoom_OutInputs */

const en_notices_map_zoom_out = /** @type {(inputs: Notices_Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom out`)
};

const es_notices_map_zoom_out = /** @type {(inputs: Notices_Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alejar`)
};

const fr_notices_map_zoom_out = /** @type {(inputs: Notices_Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom arrière`)
};

/**
* | output |
* | --- |
* | "Zoom out" |
*
* @param {Notices_Map_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_map_zoom_out = /** @type {((inputs?: Notices_Map_Zoom_OutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Map_Zoom_OutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_map_zoom_out(inputs)
	if (locale === "fr") return fr_notices_map_zoom_out(inputs)
	return en_notices_map_zoom_out(inputs)
});