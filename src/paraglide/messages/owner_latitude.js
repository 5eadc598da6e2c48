/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_LatitudeInputs */

const en_owner_latitude = /** @type {(inputs: Owner_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const es_owner_latitude = /** @type {(inputs: Owner_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitud`)
};

const fr_owner_latitude = /** @type {(inputs: Owner_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude (degrés décimaux)`)
};

/**
* | output |
* | --- |
* | "Latitude" |
*
* @param {Owner_LatitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_latitude = /** @type {((inputs?: Owner_LatitudeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_LatitudeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_latitude(inputs)
	if (locale === "fr") return fr_owner_latitude(inputs)
	return en_owner_latitude(inputs)
});