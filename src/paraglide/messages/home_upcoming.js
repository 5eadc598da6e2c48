/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_UpcomingInputs */

const en_home_upcoming = /** @type {(inputs: Home_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Events`)
};

const es_home_upcoming = /** @type {(inputs: Home_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos eventos`)
};

const fr_home_upcoming = /** @type {(inputs: Home_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir`)
};

/**
* | output |
* | --- |
* | "Upcoming Events" |
*
* @param {Home_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_upcoming = /** @type {((inputs?: Home_UpcomingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_UpcomingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_upcoming(inputs)
	if (locale === "fr") return fr_home_upcoming(inputs)
	return en_home_upcoming(inputs)
});