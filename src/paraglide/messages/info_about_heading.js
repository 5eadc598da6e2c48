/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_HeadingInputs */

const en_info_about_heading = /** @type {(inputs: Info_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About the Harlem guide`)
};

const es_info_about_heading = /** @type {(inputs: Info_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre la guía de Harlem`)
};

const fr_info_about_heading = /** @type {(inputs: Info_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos du guide de Harlem`)
};

/**
* | output |
* | --- |
* | "About the Harlem guide" |
*
* @param {Info_About_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_heading = /** @type {((inputs?: Info_About_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_heading(inputs)
	if (locale === "fr") return fr_info_about_heading(inputs)
	return en_info_about_heading(inputs)
});