/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Maps_LabelInputs */

const en_info_vc_maps_label = /** @type {(inputs: Info_Vc_Maps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free maps and neighborhood guides`)
};

const es_info_vc_maps_label = /** @type {(inputs: Info_Vc_Maps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapas y guías de barrio gratis`)
};

const fr_info_vc_maps_label = /** @type {(inputs: Info_Vc_Maps_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des plans et des guides de quartier gratuits`)
};

/**
* | output |
* | --- |
* | "Free maps and neighborhood guides" |
*
* @param {Info_Vc_Maps_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_maps_label = /** @type {((inputs?: Info_Vc_Maps_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Maps_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_maps_label(inputs)
	if (locale === "fr") return fr_info_vc_maps_label(inputs)
	return en_info_vc_maps_label(inputs)
});