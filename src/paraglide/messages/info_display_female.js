/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Display_FemaleInputs */

const en_info_display_female = /** @type {(inputs: Info_Display_FemaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Female`)
};

const es_info_display_female = /** @type {(inputs: Info_Display_FemaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Femenina`)
};

const fr_info_display_female = /** @type {(inputs: Info_Display_FemaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Féminine`)
};

/**
* | output |
* | --- |
* | "Female" |
*
* @param {Info_Display_FemaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_display_female = /** @type {((inputs?: Info_Display_FemaleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Display_FemaleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_display_female(inputs)
	if (locale === "fr") return fr_info_display_female(inputs)
	return en_info_display_female(inputs)
});