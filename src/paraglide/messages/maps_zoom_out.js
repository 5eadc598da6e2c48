/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Zoom_OutInputs */

const en_maps_zoom_out = /** @type {(inputs: Maps_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom out`)
};

const es_maps_zoom_out = /** @type {(inputs: Maps_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alejar`)
};

const fr_maps_zoom_out = /** @type {(inputs: Maps_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom arrière`)
};

/**
* | output |
* | --- |
* | "Zoom out" |
*
* @param {Maps_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const maps_zoom_out = /** @type {((inputs?: Maps_Zoom_OutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Zoom_OutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_zoom_out(inputs)
	if (locale === "fr") return fr_maps_zoom_out(inputs)
	return en_maps_zoom_out(inputs)
});