/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Getting_HeadingInputs */

const en_info_vc_getting_heading = /** @type {(inputs: Info_Vc_Getting_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting here`)
};

const es_info_vc_getting_heading = /** @type {(inputs: Info_Vc_Getting_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo llegar`)
};

const fr_info_vc_getting_heading = /** @type {(inputs: Info_Vc_Getting_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venir jusqu’ici`)
};

/**
* | output |
* | --- |
* | "Getting here" |
*
* @param {Info_Vc_Getting_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_getting_heading = /** @type {((inputs?: Info_Vc_Getting_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Getting_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_getting_heading(inputs)
	if (locale === "fr") return fr_info_vc_getting_heading(inputs)
	return en_info_vc_getting_heading(inputs)
});