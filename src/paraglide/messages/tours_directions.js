/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_DirectionsInputs */

const en_tours_directions = /** @type {(inputs: Tours_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directions in your map app`)
};

const es_tours_directions = /** @type {(inputs: Tours_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indicaciones en tu app de mapas`)
};

const fr_tours_directions = /** @type {(inputs: Tours_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire dans votre appli de cartes`)
};

/**
* | output |
* | --- |
* | "Directions in your map app" |
*
* @param {Tours_DirectionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_directions = /** @type {((inputs?: Tours_DirectionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_DirectionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_directions(inputs)
	if (locale === "fr") return fr_tours_directions(inputs)
	return en_tours_directions(inputs)
});