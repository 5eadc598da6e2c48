/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_Built_HeadingInputs */

const en_info_access_built_heading = /** @type {(inputs: Info_Access_Built_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the guide is built`)
};

const es_info_access_built_heading = /** @type {(inputs: Info_Access_Built_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo está hecha la guía`)
};

const fr_info_access_built_heading = /** @type {(inputs: Info_Access_Built_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment le guide est conçu`)
};

/**
* | output |
* | --- |
* | "How the guide is built" |
*
* @param {Info_Access_Built_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_built_heading = /** @type {((inputs?: Info_Access_Built_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_Built_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_built_heading(inputs)
	if (locale === "fr") return fr_info_access_built_heading(inputs)
	return en_info_access_built_heading(inputs)
});