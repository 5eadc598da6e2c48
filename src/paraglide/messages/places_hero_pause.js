/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Hero_PauseInputs */

const en_places_hero_pause = /** @type {(inputs: Places_Hero_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

const es_places_hero_pause = /** @type {(inputs: Places_Hero_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausar`)
};

const fr_places_hero_pause = /** @type {(inputs: Places_Hero_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendre`)
};

/**
* | output |
* | --- |
* | "Pause" |
*
* @param {Places_Hero_PauseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_hero_pause = /** @type {((inputs?: Places_Hero_PauseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Hero_PauseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_hero_pause(inputs)
	if (locale === "fr") return fr_places_hero_pause(inputs)
	return en_places_hero_pause(inputs)
});