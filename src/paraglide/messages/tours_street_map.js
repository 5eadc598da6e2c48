/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Street_MapInputs */

const en_tours_street_map = /** @type {(inputs: Tours_Street_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show street map`)
};

const es_tours_street_map = /** @type {(inputs: Tours_Street_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar mapa de calles`)
};

const fr_tours_street_map = /** @type {(inputs: Tours_Street_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher le plan des rues`)
};

/**
* | output |
* | --- |
* | "Show street map" |
*
* @param {Tours_Street_MapInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_street_map = /** @type {((inputs?: Tours_Street_MapInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Street_MapInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_street_map(inputs)
	if (locale === "fr") return fr_tours_street_map(inputs)
	return en_tours_street_map(inputs)
});