/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Not_Found_TextInputs */

const en_ads_not_found_text = /** @type {(inputs: Ads_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ad does not exist, or it is not one of yours.`)
};

const es_ads_not_found_text = /** @type {(inputs: Ads_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este anuncio no existe o no es tuyo.`)
};

const fr_ads_not_found_text = /** @type {(inputs: Ads_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette annonce n’existe pas, ou elle ne vous appartient pas.`)
};

/**
* | output |
* | --- |
* | "This ad does not exist, or it is not one of yours." |
*
* @param {Ads_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_not_found_text = /** @type {((inputs?: Ads_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_not_found_text(inputs)
	if (locale === "fr") return fr_ads_not_found_text(inputs)
	return en_ads_not_found_text(inputs)
});