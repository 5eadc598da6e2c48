/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_LongitudeInputs */

const en_owner_longitude = /** @type {(inputs: Owner_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const es_owner_longitude = /** @type {(inputs: Owner_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitud`)
};

const fr_owner_longitude = /** @type {(inputs: Owner_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude (degrés décimaux)`)
};

/**
* | output |
* | --- |
* | "Longitude" |
*
* @param {Owner_LongitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_longitude = /** @type {((inputs?: Owner_LongitudeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_LongitudeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_longitude(inputs)
	if (locale === "fr") return fr_owner_longitude(inputs)
	return en_owner_longitude(inputs)
});