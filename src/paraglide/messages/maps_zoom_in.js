/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Zoom_InInputs */

const en_maps_zoom_in = /** @type {(inputs: Maps_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom in`)
};

const es_maps_zoom_in = /** @type {(inputs: Maps_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acercar`)
};

const fr_maps_zoom_in = /** @type {(inputs: Maps_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom avant`)
};

/**
* | output |
* | --- |
* | "Zoom in" |
*
* @param {Maps_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const maps_zoom_in = /** @type {((inputs?: Maps_Zoom_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Zoom_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_zoom_in(inputs)
	if (locale === "fr") return fr_maps_zoom_in(inputs)
	return en_maps_zoom_in(inputs)
});