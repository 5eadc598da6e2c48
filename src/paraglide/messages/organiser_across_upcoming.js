/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Across_UpcomingInputs */

const en_organiser_across_upcoming = /** @type {(inputs: Organiser_Across_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`across upcoming events`)
};

const es_organiser_across_upcoming = /** @type {(inputs: Organiser_Across_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entre todos los próximos eventos`)
};

const fr_organiser_across_upcoming = /** @type {(inputs: Organiser_Across_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur l’ensemble des événements à venir`)
};

/**
* | output |
* | --- |
* | "across upcoming events" |
*
* @param {Organiser_Across_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_across_upcoming = /** @type {((inputs?: Organiser_Across_UpcomingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Across_UpcomingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_across_upcoming(inputs)
	if (locale === "fr") return fr_organiser_across_upcoming(inputs)
	return en_organiser_across_upcoming(inputs)
});