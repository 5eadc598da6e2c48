/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Open_MapInputs */

const en_info_vc_open_map = /** @type {(inputs: Info_Vc_Open_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in map`)
};

const es_info_vc_open_map = /** @type {(inputs: Info_Vc_Open_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en el mapa`)
};

const fr_info_vc_open_map = /** @type {(inputs: Info_Vc_Open_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir sur la carte`)
};

/**
* | output |
* | --- |
* | "Open in map" |
*
* @param {Info_Vc_Open_MapInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_open_map = /** @type {((inputs?: Info_Vc_Open_MapInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Open_MapInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_open_map(inputs)
	if (locale === "fr") return fr_info_vc_open_map(inputs)
	return en_info_vc_open_map(inputs)
});