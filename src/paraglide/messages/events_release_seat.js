/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Release_SeatInputs */

const en_events_release_seat = /** @type {(inputs: Events_Release_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Release my seat`)
};

const es_events_release_seat = /** @type {(inputs: Events_Release_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liberar mi lugar`)
};

const fr_events_release_seat = /** @type {(inputs: Events_Release_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libérer ma place`)
};

/**
* | output |
* | --- |
* | "Release my seat" |
*
* @param {Events_Release_SeatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_release_seat = /** @type {((inputs?: Events_Release_SeatInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Release_SeatInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_release_seat(inputs)
	if (locale === "fr") return fr_events_release_seat(inputs)
	return en_events_release_seat(inputs)
});