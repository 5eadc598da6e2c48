/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Find_UsInputs */

const en_info_vc_find_us = /** @type {(inputs: Info_Vc_Find_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find us`)
};

const es_info_vc_find_us = /** @type {(inputs: Info_Vc_Find_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde estamos`)
};

const fr_info_vc_find_us = /** @type {(inputs: Info_Vc_Find_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous trouver`)
};

/**
* | output |
* | --- |
* | "Find us" |
*
* @param {Info_Vc_Find_UsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_find_us = /** @type {((inputs?: Info_Vc_Find_UsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Find_UsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_find_us(inputs)
	if (locale === "fr") return fr_info_vc_find_us(inputs)
	return en_info_vc_find_us(inputs)
});