/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Location_UnavailableInputs */

const en_tours_location_unavailable = /** @type {(inputs: Tours_Location_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your location isn’t available right now. Tap “I’m here” when you reach each point.`)
};

const es_tours_location_unavailable = /** @type {(inputs: Tours_Location_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu ubicación no está disponible ahora. Toca «Estoy aquí» cuando llegues a cada punto.`)
};

const fr_tours_location_unavailable = /** @type {(inputs: Tours_Location_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre position n’est pas disponible pour l’instant. Touchez « J’y suis » en arrivant à chaque étape.`)
};

/**
* | output |
* | --- |
* | "Your location isn’t available right now. Tap “I’m here” when you reach each point." |
*
* @param {Tours_Location_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_location_unavailable = /** @type {((inputs?: Tours_Location_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Location_UnavailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_location_unavailable(inputs)
	if (locale === "fr") return fr_tours_location_unavailable(inputs)
	return en_tours_location_unavailable(inputs)
});