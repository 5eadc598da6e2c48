/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_DescriptionInputs */

const en_site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.`)
};

const es_site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubre los negocios, eventos y experiencias culturales auténticos de Harlem en los distritos comunitarios 9, 10, 11 y 12.`)
};

const fr_site_description = /** @type {(inputs: Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez les commerces, événements et expériences culturelles authentiques de Harlem, dans les districts 9, 10, 11 et 12.`)
};

/**
* | output |
* | --- |
* | "Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12." |
*
* @param {Site_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const site_description = /** @type {((inputs?: Site_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_description(inputs)
	if (locale === "fr") return fr_site_description(inputs)
	return en_site_description(inputs)
});