/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_IntroInputs */

const en_trip_intro = /** @type {(inputs: Trip_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us how long you have and what you love: we plan your days from the places and events in this guide, one neighborhood at a time.`)
};

const es_trip_intro = /** @type {(inputs: Trip_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dinos cuánto tiempo tienes y qué te gusta: planificamos tus días con los lugares y eventos de esta guía, un vecindario a la vez.`)
};

const fr_trip_intro = /** @type {(inputs: Trip_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous combien de temps vous avez et ce que vous aimez : nous organisons vos journées avec les lieux et les événements de ce guide, un quartier à la fois.`)
};

/**
* | output |
* | --- |
* | "Tell us how long you have and what you love: we plan your days from the places and events in this guide, one neighborhood at a time." |
*
* @param {Trip_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_intro = /** @type {((inputs?: Trip_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_intro(inputs)
	if (locale === "fr") return fr_trip_intro(inputs)
	return en_trip_intro(inputs)
});