/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_DescriptionInputs */

const en_info_about_description = /** @type {(inputs: Info_About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who makes the Harlem guide, and what we promise visitors, neighbors and business owners.`)
};

const es_info_about_description = /** @type {(inputs: Info_About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién hace la guía de Harlem y qué les prometemos a visitantes, vecinos y dueños de negocios.`)
};

const fr_info_about_description = /** @type {(inputs: Info_About_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui fait le guide de Harlem, et ce que nous promettons aux visiteurs, aux habitants et aux commerçants.`)
};

/**
* | output |
* | --- |
* | "Who makes the Harlem guide, and what we promise visitors, neighbors and business owners." |
*
* @param {Info_About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_description = /** @type {((inputs?: Info_About_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_description(inputs)
	if (locale === "fr") return fr_info_about_description(inputs)
	return en_info_about_description(inputs)
});