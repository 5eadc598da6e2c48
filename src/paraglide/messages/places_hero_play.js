/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Hero_PlayInputs */

const en_places_hero_play = /** @type {(inputs: Places_Hero_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play`)
};

const es_places_hero_play = /** @type {(inputs: Places_Hero_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reproducir`)
};

const fr_places_hero_play = /** @type {(inputs: Places_Hero_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire`)
};

/**
* | output |
* | --- |
* | "Play" |
*
* @param {Places_Hero_PlayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_hero_play = /** @type {((inputs?: Places_Hero_PlayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Hero_PlayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_hero_play(inputs)
	if (locale === "fr") return fr_places_hero_play(inputs)
	return en_places_hero_play(inputs)
});