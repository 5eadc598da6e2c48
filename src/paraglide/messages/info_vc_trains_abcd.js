/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Trains_AbcdInputs */

const en_info_vc_trains_abcd = /** @type {(inputs: Info_Vc_Trains_AbcdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A, B, C and D trains`)
};

const es_info_vc_trains_abcd = /** @type {(inputs: Info_Vc_Trains_AbcdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trenes A, B, C y D`)
};

const fr_info_vc_trains_abcd = /** @type {(inputs: Info_Vc_Trains_AbcdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lignes A, B, C et D`)
};

/**
* | output |
* | --- |
* | "A, B, C and D trains" |
*
* @param {Info_Vc_Trains_AbcdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_trains_abcd = /** @type {((inputs?: Info_Vc_Trains_AbcdInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Trains_AbcdInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_trains_abcd(inputs)
	if (locale === "fr") return fr_info_vc_trains_abcd(inputs)
	return en_info_vc_trains_abcd(inputs)
});