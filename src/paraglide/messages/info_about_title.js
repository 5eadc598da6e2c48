/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_TitleInputs */

const en_info_about_title = /** @type {(inputs: Info_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Us`)
};

const es_info_about_title = /** @type {(inputs: Info_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos`)
};

const fr_info_about_title = /** @type {(inputs: Info_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui sommes-nous`)
};

/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Info_About_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_title = /** @type {((inputs?: Info_About_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_title(inputs)
	if (locale === "fr") return fr_info_about_title(inputs)
	return en_info_about_title(inputs)
});