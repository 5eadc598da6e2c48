/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ left: NonNullable<unknown>, max: NonNullable<unknown> }} Events_Seats_LeftInputs */

const en_events_seats_left = /** @type {(inputs: Events_Seats_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.left} of ${i?.max} seats left`)
};

const es_events_seats_left = /** @type {(inputs: Events_Seats_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quedan ${i?.left} de ${i?.max} lugares`)
};

const fr_events_seats_left = /** @type {(inputs: Events_Seats_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Places restantes : ${i?.left} sur ${i?.max}`)
};

/**
* | output |
* | --- |
* | "{left} of {max} seats left" |
*
* @param {Events_Seats_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_seats_left = /** @type {((inputs: Events_Seats_LeftInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Seats_LeftInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_seats_left(inputs)
	if (locale === "fr") return fr_events_seats_left(inputs)
	return en_events_seats_left(inputs)
});