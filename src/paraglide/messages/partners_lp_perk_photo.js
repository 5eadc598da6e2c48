/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Perk_PhotoInputs */

const en_partners_lp_perk_photo = /** @type {(inputs: Partners_Lp_Perk_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional photography`)
};

const es_partners_lp_perk_photo = /** @type {(inputs: Partners_Lp_Perk_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotografía profesional`)
};

const fr_partners_lp_perk_photo = /** @type {(inputs: Partners_Lp_Perk_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photographie professionnelle`)
};

/**
* | output |
* | --- |
* | "Professional photography" |
*
* @param {Partners_Lp_Perk_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_perk_photo = /** @type {((inputs?: Partners_Lp_Perk_PhotoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Perk_PhotoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_perk_photo(inputs)
	if (locale === "fr") return fr_partners_lp_perk_photo(inputs)
	return en_partners_lp_perk_photo(inputs)
});