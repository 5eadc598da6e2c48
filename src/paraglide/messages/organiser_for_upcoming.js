/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_For_UpcomingInputs */

const en_organiser_for_upcoming = /** @type {(inputs: Organiser_For_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for upcoming events`)
};

const es_organiser_for_upcoming = /** @type {(inputs: Organiser_For_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en los próximos eventos`)
};

const fr_organiser_for_upcoming = /** @type {(inputs: Organiser_For_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour les événements à venir`)
};

/**
* | output |
* | --- |
* | "for upcoming events" |
*
* @param {Organiser_For_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_for_upcoming = /** @type {((inputs?: Organiser_For_UpcomingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_For_UpcomingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_for_upcoming(inputs)
	if (locale === "fr") return fr_organiser_for_upcoming(inputs)
	return en_organiser_for_upcoming(inputs)
});