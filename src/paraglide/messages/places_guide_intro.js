/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Guide_IntroInputs */

const en_places_guide_intro = /** @type {(inputs: Places_Guide_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem is organised the way its neighbors think about it: by community board. Pick a board to see its local businesses, upcoming events, where to eat and where to find art and music.`)
};

const es_places_guide_intro = /** @type {(inputs: Places_Guide_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem se organiza como lo ven sus vecinos: por distrito comunitario. Elige un distrito para ver sus negocios locales, sus próximos eventos, dónde comer y dónde encontrar arte y música.`)
};

const fr_places_guide_intro = /** @type {(inputs: Places_Guide_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem s’organise comme ses habitants le voient : par district communautaire. Choisissez un district pour découvrir ses commerces locaux, ses prochains événements, où manger et où trouver l’art et la musique.`)
};

/**
* | output |
* | --- |
* | "Harlem is organised the way its neighbors think about it: by community board. Pick a board to see its local businesses, upcoming events, where to eat and whe..." |
*
* @param {Places_Guide_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_guide_intro = /** @type {((inputs?: Places_Guide_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Guide_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_guide_intro(inputs)
	if (locale === "fr") return fr_places_guide_intro(inputs)
	return en_places_guide_intro(inputs)
});