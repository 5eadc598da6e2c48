/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Invalid_NearInputs */

const en_businesses_invalid_near = /** @type {(inputs: Businesses_Invalid_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The location in this address could not be read (it should be latitude,longitude), so distances are not shown.`)
};

const es_businesses_invalid_near = /** @type {(inputs: Businesses_Invalid_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer la ubicación de esta dirección (debe ser latitud,longitud), así que no se muestran las distancias.`)
};

const fr_businesses_invalid_near = /** @type {(inputs: Businesses_Invalid_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La position indiquée dans cette adresse est illisible (elle doit être latitude,longitude) : les distances ne sont donc pas affichées.`)
};

/**
* | output |
* | --- |
* | "The location in this address could not be read (it should be latitude,longitude), so distances are not shown." |
*
* @param {Businesses_Invalid_NearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_invalid_near = /** @type {((inputs?: Businesses_Invalid_NearInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Invalid_NearInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_invalid_near(inputs)
	if (locale === "fr") return fr_businesses_invalid_near(inputs)
	return en_businesses_invalid_near(inputs)
});