/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Maps_TextInputs */

const en_info_vc_maps_text = /** @type {(inputs: Info_Vc_Maps_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for all four community boards: Hamilton Heights, Central Harlem, East Harlem and Washington Heights.`)
};

const es_info_vc_maps_text = /** @type {(inputs: Info_Vc_Maps_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de los cuatro distritos comunitarios: Hamilton Heights, Central Harlem, East Harlem y Washington Heights.`)
};

const fr_info_vc_maps_text = /** @type {(inputs: Info_Vc_Maps_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour les quatre districts communautaires : Hamilton Heights, Central Harlem, East Harlem et Washington Heights.`)
};

/**
* | output |
* | --- |
* | "for all four community boards: Hamilton Heights, Central Harlem, East Harlem and Washington Heights." |
*
* @param {Info_Vc_Maps_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_maps_text = /** @type {((inputs?: Info_Vc_Maps_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Maps_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_maps_text(inputs)
	if (locale === "fr") return fr_info_vc_maps_text(inputs)
	return en_info_vc_maps_text(inputs)
});