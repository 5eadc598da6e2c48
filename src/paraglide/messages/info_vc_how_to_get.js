/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_How_To_GetInputs */

const en_info_vc_how_to_get = /** @type {(inputs: Info_Vc_How_To_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to get here`)
};

const es_info_vc_how_to_get = /** @type {(inputs: Info_Vc_How_To_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo llegar`)
};

const fr_info_vc_how_to_get = /** @type {(inputs: Info_Vc_How_To_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment venir`)
};

/**
* | output |
* | --- |
* | "How to get here" |
*
* @param {Info_Vc_How_To_GetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_how_to_get = /** @type {((inputs?: Info_Vc_How_To_GetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_How_To_GetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_how_to_get(inputs)
	if (locale === "fr") return fr_info_vc_how_to_get(inputs)
	return en_info_vc_how_to_get(inputs)
});