/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Pin_UnavailableInputs */

const en_owner_pin_unavailable = /** @type {(inputs: Owner_Pin_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map unavailable: type the coordinates instead.`)
};

const es_owner_pin_unavailable = /** @type {(inputs: Owner_Pin_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa no disponible: escribe las coordenadas.`)
};

const fr_owner_pin_unavailable = /** @type {(inputs: Owner_Pin_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte indisponible : saisissez plutôt les coordonnées.`)
};

/**
* | output |
* | --- |
* | "Map unavailable: type the coordinates instead." |
*
* @param {Owner_Pin_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_pin_unavailable = /** @type {((inputs?: Owner_Pin_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Pin_UnavailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pin_unavailable(inputs)
	if (locale === "fr") return fr_owner_pin_unavailable(inputs)
	return en_owner_pin_unavailable(inputs)
});