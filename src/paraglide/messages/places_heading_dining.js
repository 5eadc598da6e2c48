/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Heading_DiningInputs */

const en_places_heading_dining = /** @type {(inputs: Places_Heading_DiningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Where to eat in ${i?.name}`)
};

const es_places_heading_dining = /** @type {(inputs: Places_Heading_DiningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dónde comer en ${i?.name}`)
};

const fr_places_heading_dining = /** @type {(inputs: Places_Heading_DiningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Où manger à ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Where to eat in {name}" |
*
* @param {Places_Heading_DiningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_heading_dining = /** @type {((inputs: Places_Heading_DiningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Heading_DiningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_heading_dining(inputs)
	if (locale === "fr") return fr_places_heading_dining(inputs)
	return en_places_heading_dining(inputs)
});