/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Description_AllInputs */

const en_businesses_description_all = /** @type {(inputs: Businesses_Description_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find businesses across Harlem's four community boards: hours, prices, reviews and directions.`)
};

const es_businesses_description_all = /** @type {(inputs: Businesses_Description_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentra negocios en los cuatro distritos comunitarios de Harlem: horarios, precios, reseñas y cómo llegar.`)
};

const fr_businesses_description_all = /** @type {(inputs: Businesses_Description_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez des adresses dans les quatre districts communautaires de Harlem : horaires, prix, avis et itinéraires.`)
};

/**
* | output |
* | --- |
* | "Find businesses across Harlem's four community boards: hours, prices, reviews and directions." |
*
* @param {Businesses_Description_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_description_all = /** @type {((inputs?: Businesses_Description_AllInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Description_AllInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_description_all(inputs)
	if (locale === "fr") return fr_businesses_description_all(inputs)
	return en_businesses_description_all(inputs)
});