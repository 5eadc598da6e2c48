/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_News_IntroInputs */

const en_places_news_intro = /** @type {(inputs: Places_News_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food, music, history and the people and events that make Harlem a city within a city, from our writers.`)
};

const es_places_news_intro = /** @type {(inputs: Places_News_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comida, música, historia y las personas y los eventos que hacen de Harlem una ciudad dentro de la ciudad, contados por nuestros redactores.`)
};

const fr_places_news_intro = /** @type {(inputs: Places_News_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuisine, musique, histoire, et les gens et les événements qui font de Harlem une ville dans la ville, racontés par nos auteurs.`)
};

/**
* | output |
* | --- |
* | "Food, music, history and the people and events that make Harlem a city within a city, from our writers." |
*
* @param {Places_News_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_intro = /** @type {((inputs?: Places_News_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_intro(inputs)
	if (locale === "fr") return fr_places_news_intro(inputs)
	return en_places_news_intro(inputs)
});