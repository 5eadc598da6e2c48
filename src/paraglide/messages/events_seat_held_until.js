/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Events_Seat_Held_UntilInputs */

const en_events_seat_held_until = /** @type {(inputs: Events_Seat_Held_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A seat is held for you until ${i?.when}`)
};

const es_events_seat_held_until = /** @type {(inputs: Events_Seat_Held_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tienes un lugar reservado hasta el ${i?.when}`)
};

const fr_events_seat_held_until = /** @type {(inputs: Events_Seat_Held_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une place vous est réservée jusqu’au ${i?.when}`)
};

/**
* | output |
* | --- |
* | "A seat is held for you until {when}" |
*
* @param {Events_Seat_Held_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_seat_held_until = /** @type {((inputs: Events_Seat_Held_UntilInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Seat_Held_UntilInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_seat_held_until(inputs)
	if (locale === "fr") return fr_events_seat_held_until(inputs)
	return en_events_seat_held_until(inputs)
});