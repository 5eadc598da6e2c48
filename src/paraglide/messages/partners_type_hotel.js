/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_HotelInputs */

const en_partners_type_hotel = /** @type {(inputs: Partners_Type_HotelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotel/Accommodation`)
};

const es_partners_type_hotel = /** @type {(inputs: Partners_Type_HotelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotel/alojamiento`)
};

const fr_partners_type_hotel = /** @type {(inputs: Partners_Type_HotelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hôtel/hébergement`)
};

/**
* | output |
* | --- |
* | "Hotel/Accommodation" |
*
* @param {Partners_Type_HotelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_hotel = /** @type {((inputs?: Partners_Type_HotelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_HotelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_hotel(inputs)
	if (locale === "fr") return fr_partners_type_hotel(inputs)
	return en_partners_type_hotel(inputs)
});