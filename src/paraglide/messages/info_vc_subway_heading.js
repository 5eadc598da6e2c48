/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Subway_HeadingInputs */

const en_info_vc_subway_heading = /** @type {(inputs: Info_Vc_Subway_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By subway`)
};

const es_info_vc_subway_heading = /** @type {(inputs: Info_Vc_Subway_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En metro`)
};

const fr_info_vc_subway_heading = /** @type {(inputs: Info_Vc_Subway_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En métro`)
};

/**
* | output |
* | --- |
* | "By subway" |
*
* @param {Info_Vc_Subway_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_subway_heading = /** @type {((inputs?: Info_Vc_Subway_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Subway_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_subway_heading(inputs)
	if (locale === "fr") return fr_info_vc_subway_heading(inputs)
	return en_info_vc_subway_heading(inputs)
});