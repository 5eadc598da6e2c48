/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Map_Zoom_InInputs */

const en_notices_map_zoom_in = /** @type {(inputs: Notices_Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom in`)
};

const es_notices_map_zoom_in = /** @type {(inputs: Notices_Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acercar`)
};

const fr_notices_map_zoom_in = /** @type {(inputs: Notices_Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom avant`)
};

/**
* | output |
* | --- |
* | "Zoom in" |
*
* @param {Notices_Map_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_map_zoom_in = /** @type {((inputs?: Notices_Map_Zoom_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Map_Zoom_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_map_zoom_in(inputs)
	if (locale === "fr") return fr_notices_map_zoom_in(inputs)
	return en_notices_map_zoom_in(inputs)
});