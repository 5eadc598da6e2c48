/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Businesses_Description_CategoryInputs */

const en_businesses_description_category = /** @type {(inputs: Businesses_Description_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Find ${i?.category} across Harlem's four community boards: hours, prices, reviews and directions.`)
};

const es_businesses_description_category = /** @type {(inputs: Businesses_Description_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Encuentra ${i?.category} en los cuatro distritos comunitarios de Harlem: horarios, precios, reseñas y cómo llegar.`)
};

const fr_businesses_description_category = /** @type {(inputs: Businesses_Description_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trouvez ${i?.category} dans les quatre districts communautaires de Harlem : horaires, prix, avis et itinéraires.`)
};

/**
* | output |
* | --- |
* | "Find {category} across Harlem's four community boards: hours, prices, reviews and directions." |
*
* @param {Businesses_Description_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_description_category = /** @type {((inputs: Businesses_Description_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Description_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_description_category(inputs)
	if (locale === "fr") return fr_businesses_description_category(inputs)
	return en_businesses_description_category(inputs)
});