/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_HeadingInputs */

const en_info_vc_heading = /** @type {(inputs: Info_Vc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Visitor Center`)
};

const es_info_vc_heading = /** @type {(inputs: Info_Vc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro de Visitantes de Harlem`)
};

const fr_info_vc_heading = /** @type {(inputs: Info_Vc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre d’accueil des visiteurs de Harlem`)
};

/**
* | output |
* | --- |
* | "Harlem Visitor Center" |
*
* @param {Info_Vc_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_heading = /** @type {((inputs?: Info_Vc_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_heading(inputs)
	if (locale === "fr") return fr_info_vc_heading(inputs)
	return en_info_vc_heading(inputs)
});