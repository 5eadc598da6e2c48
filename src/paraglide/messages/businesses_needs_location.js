/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Needs_LocationInputs */

const en_businesses_needs_location = /** @type {(inputs: Businesses_Needs_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To sort by distance, share your location with Near me (it is asked for only when you press it). Meanwhile the recommended order is shown.`)
};

const es_businesses_needs_location = /** @type {(inputs: Businesses_Needs_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ordenar por distancia, comparte tu ubicación con Cerca de mí (solo se pide cuando lo pulsas). Mientras tanto, se muestra el orden recomendado.`)
};

const fr_businesses_needs_location = /** @type {(inputs: Businesses_Needs_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour trier par distance, partagez votre position avec Autour de moi (elle n’est demandée que lorsque vous appuyez dessus). En attendant, l’ordre recommandé est affiché.`)
};

/**
* | output |
* | --- |
* | "To sort by distance, share your location with Near me (it is asked for only when you press it). Meanwhile the recommended order is shown." |
*
* @param {Businesses_Needs_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_needs_location = /** @type {((inputs?: Businesses_Needs_LocationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Needs_LocationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_needs_location(inputs)
	if (locale === "fr") return fr_businesses_needs_location(inputs)
	return en_businesses_needs_location(inputs)
});