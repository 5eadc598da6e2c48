/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_IntroInputs */

const en_events_intro = /** @type {(inputs: Events_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concerts, tours, festivals and community meetings across Community Boards 9 to 12. Times are New York time.`)
};

const es_events_intro = /** @type {(inputs: Events_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conciertos, recorridos, festivales y reuniones vecinales en los Distritos Comunitarios 9 a 12. Los horarios están en hora de Nueva York.`)
};

const fr_events_intro = /** @type {(inputs: Events_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concerts, visites, festivals et réunions de quartier dans les districts communautaires 9 à 12. Les horaires sont à l’heure de New York.`)
};

/**
* | output |
* | --- |
* | "Concerts, tours, festivals and community meetings across Community Boards 9 to 12. Times are New York time." |
*
* @param {Events_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_intro = /** @type {((inputs?: Events_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_intro(inputs)
	if (locale === "fr") return fr_events_intro(inputs)
	return en_events_intro(inputs)
});