/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Near_UnavailableInputs */

const en_businesses_near_unavailable = /** @type {(inputs: Businesses_Near_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your location is not available right now. Try again in a moment, or pick a community board instead.`)
};

const es_businesses_near_unavailable = /** @type {(inputs: Businesses_Near_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu ubicación no está disponible en este momento. Vuelve a intentarlo en un momento o elige un distrito comunitario.`)
};

const fr_businesses_near_unavailable = /** @type {(inputs: Businesses_Near_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre position n’est pas disponible pour le moment. Réessayez dans un instant, ou choisissez plutôt un district communautaire.`)
};

/**
* | output |
* | --- |
* | "Your location is not available right now. Try again in a moment, or pick a community board instead." |
*
* @param {Businesses_Near_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_near_unavailable = /** @type {((inputs?: Businesses_Near_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Near_UnavailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_near_unavailable(inputs)
	if (locale === "fr") return fr_businesses_near_unavailable(inputs)
	return en_businesses_near_unavailable(inputs)
});