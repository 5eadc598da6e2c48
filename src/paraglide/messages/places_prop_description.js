/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_DescriptionInputs */

const en_places_prop_description = /** @type {(inputs: Places_Prop_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homes and commercial space for sale and rent across Harlem, Hamilton Heights, East Harlem and Washington Heights: prices, rooms, maps and realtor contacts.`)
};

const es_places_prop_description = /** @type {(inputs: Places_Prop_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viviendas y locales comerciales en venta y alquiler en Harlem, Hamilton Heights, East Harlem y Washington Heights: precios, habitaciones, mapas y contacto de agentes inmobiliarios.`)
};

const fr_places_prop_description = /** @type {(inputs: Places_Prop_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logements et locaux commerciaux à vendre et à louer à Harlem, Hamilton Heights, East Harlem et Washington Heights : prix, pièces, cartes et coordonnées des agents immobiliers.`)
};

/**
* | output |
* | --- |
* | "Homes and commercial space for sale and rent across Harlem, Hamilton Heights, East Harlem and Washington Heights: prices, rooms, maps and realtor contacts." |
*
* @param {Places_Prop_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_description = /** @type {((inputs?: Places_Prop_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_description(inputs)
	if (locale === "fr") return fr_places_prop_description(inputs)
	return en_places_prop_description(inputs)
});