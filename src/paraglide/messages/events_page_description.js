/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_DescriptionInputs */

const en_events_page_description = /** @type {(inputs: Events_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concerts, tours, festivals and community meetings across Harlem's Community Boards 9 to 12, in a list or a month calendar.`)
};

const es_events_page_description = /** @type {(inputs: Events_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conciertos, recorridos, festivales y reuniones vecinales en los Distritos Comunitarios 9 a 12 de Harlem, en lista o en un calendario mensual.`)
};

const fr_events_page_description = /** @type {(inputs: Events_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concerts, visites, festivals et réunions de quartier dans les districts communautaires 9 à 12 de Harlem, en liste ou en calendrier mensuel.`)
};

/**
* | output |
* | --- |
* | "Concerts, tours, festivals and community meetings across Harlem's Community Boards 9 to 12, in a list or a month calendar." |
*
* @param {Events_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_page_description = /** @type {((inputs?: Events_Page_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_page_description(inputs)
	if (locale === "fr") return fr_events_page_description(inputs)
	return en_events_page_description(inputs)
});