/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Guide_DescriptionInputs */

const en_places_guide_description = /** @type {(inputs: Places_Guide_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem's four community boards: Hamilton Heights, Central Harlem, East Harlem and Washington Heights, with highlights, local businesses, dining, culture and events.`)
};

const es_places_guide_description = /** @type {(inputs: Places_Guide_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cuatro distritos comunitarios de Harlem: Hamilton Heights, Central Harlem, East Harlem y Washington Heights, con lo más destacado, negocios locales, gastronomía, cultura y eventos.`)
};

const fr_places_guide_description = /** @type {(inputs: Places_Guide_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les quatre districts communautaires de Harlem : Hamilton Heights, Central Harlem, East Harlem et Washington Heights, avec leurs incontournables, commerces locaux, restaurants, lieux de culture et événements.`)
};

/**
* | output |
* | --- |
* | "Harlem's four community boards: Hamilton Heights, Central Harlem, East Harlem and Washington Heights, with highlights, local businesses, dining, culture and ..." |
*
* @param {Places_Guide_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_guide_description = /** @type {((inputs?: Places_Guide_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Guide_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_guide_description(inputs)
	if (locale === "fr") return fr_places_guide_description(inputs)
	return en_places_guide_description(inputs)
});