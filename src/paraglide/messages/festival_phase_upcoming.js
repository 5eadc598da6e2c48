/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Phase_UpcomingInputs */

const en_festival_phase_upcoming = /** @type {(inputs: Festival_Phase_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`upcoming`)
};

const es_festival_phase_upcoming = /** @type {(inputs: Festival_Phase_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`próximamente`)
};

const fr_festival_phase_upcoming = /** @type {(inputs: Festival_Phase_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à venir`)
};

/**
* | output |
* | --- |
* | "upcoming" |
*
* @param {Festival_Phase_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_phase_upcoming = /** @type {((inputs?: Festival_Phase_UpcomingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Phase_UpcomingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_phase_upcoming(inputs)
	if (locale === "fr") return fr_festival_phase_upcoming(inputs)
	return en_festival_phase_upcoming(inputs)
});