/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_No_BookingInputs */

const en_events_no_booking = /** @type {(inputs: Events_No_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No booking is needed for this event, but registering lets the organisers know you are coming.`)
};

const es_events_no_booking = /** @type {(inputs: Events_No_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento no requiere reserva, pero si te inscribes los organizadores sabrán que vas.`)
};

const fr_events_no_booking = /** @type {(inputs: Events_No_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune réservation n’est nécessaire pour cet événement, mais vous inscrire permet aux organisateurs de savoir que vous venez.`)
};

/**
* | output |
* | --- |
* | "No booking is needed for this event, but registering lets the organisers know you are coming." |
*
* @param {Events_No_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_no_booking = /** @type {((inputs?: Events_No_BookingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_No_BookingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_no_booking(inputs)
	if (locale === "fr") return fr_events_no_booking(inputs)
	return en_events_no_booking(inputs)
});