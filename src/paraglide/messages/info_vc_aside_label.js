/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Aside_LabelInputs */

const en_info_vc_aside_label = /** @type {(inputs: Info_Vc_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours and contact`)
};

const es_info_vc_aside_label = /** @type {(inputs: Info_Vc_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario y contacto`)
};

const fr_info_vc_aside_label = /** @type {(inputs: Info_Vc_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires et contact`)
};

/**
* | output |
* | --- |
* | "Hours and contact" |
*
* @param {Info_Vc_Aside_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_aside_label = /** @type {((inputs?: Info_Vc_Aside_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Aside_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_aside_label(inputs)
	if (locale === "fr") return fr_info_vc_aside_label(inputs)
	return en_info_vc_aside_label(inputs)
});