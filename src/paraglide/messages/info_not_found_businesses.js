/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Not_Found_BusinessesInputs */

const en_info_not_found_businesses = /** @type {(inputs: Info_Not_Found_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Businesses`)
};

const es_info_not_found_businesses = /** @type {(inputs: Info_Not_Found_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver negocios`)
};

const fr_info_not_found_businesses = /** @type {(inputs: Info_Not_Found_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les commerces`)
};

/**
* | output |
* | --- |
* | "Browse Businesses" |
*
* @param {Info_Not_Found_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_not_found_businesses = /** @type {((inputs?: Info_Not_Found_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Not_Found_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_not_found_businesses(inputs)
	if (locale === "fr") return fr_info_not_found_businesses(inputs)
	return en_info_not_found_businesses(inputs)
});