/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_MaleInputs */

const en_info_display_male = /** @type {(inputs: Info_Display_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Male`)
};

const es_info_display_male = /** @type {(inputs: Info_Display_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masculina`)
};

const fr_info_display_male = /** @type {(inputs: Info_Display_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masculine`)
};

/**
* | output |
* | --- |
* | "Male" |
*
* @param {Info_Display_MaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_male = /** @type {((inputs?: Info_Display_MaleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_MaleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_male(inputs)
	if (locale === "fr") return fr_info_display_male(inputs)
	return en_info_display_male(inputs)
});