/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Far_AwayInputs */

const en_businesses_far_away = /** @type {(inputs: Businesses_Far_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You seem to be far from New York City: distances are measured from where you are now, so they are long.`)
};

const es_businesses_far_away = /** @type {(inputs: Businesses_Far_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parece que estás lejos de la ciudad de Nueva York: las distancias se miden desde donde estás ahora, por eso son largas.`)
};

const fr_businesses_far_away = /** @type {(inputs: Businesses_Far_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous semblez être loin de New York : les distances sont mesurées depuis votre position actuelle, elles sont donc longues.`)
};

/**
* | output |
* | --- |
* | "You seem to be far from New York City: distances are measured from where you are now, so they are long." |
*
* @param {Businesses_Far_AwayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_far_away = /** @type {((inputs?: Businesses_Far_AwayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Far_AwayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_far_away(inputs)
	if (locale === "fr") return fr_businesses_far_away(inputs)
	return en_businesses_far_away(inputs)
});