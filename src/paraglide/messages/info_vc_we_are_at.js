/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_We_Are_AtInputs */

const en_info_vc_we_are_at = /** @type {(inputs: Info_Vc_We_Are_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are at`)
};

const es_info_vc_we_are_at = /** @type {(inputs: Info_Vc_We_Are_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estamos en`)
};

const fr_info_vc_we_are_at = /** @type {(inputs: Info_Vc_We_Are_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes au`)
};

/**
* | output |
* | --- |
* | "We are at" |
*
* @param {Info_Vc_We_Are_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_we_are_at = /** @type {((inputs?: Info_Vc_We_Are_AtInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_We_Are_AtInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_we_are_at(inputs)
	if (locale === "fr") return fr_info_vc_we_are_at(inputs)
	return en_info_vc_we_are_at(inputs)
});