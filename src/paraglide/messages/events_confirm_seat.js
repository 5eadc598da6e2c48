/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Confirm_SeatInputs */

const en_events_confirm_seat = /** @type {(inputs: Events_Confirm_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm seat`)
};

const es_events_confirm_seat = /** @type {(inputs: Events_Confirm_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar lugar`)
};

const fr_events_confirm_seat = /** @type {(inputs: Events_Confirm_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer la place`)
};

/**
* | output |
* | --- |
* | "Confirm seat" |
*
* @param {Events_Confirm_SeatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_confirm_seat = /** @type {((inputs?: Events_Confirm_SeatInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Confirm_SeatInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_confirm_seat(inputs)
	if (locale === "fr") return fr_events_confirm_seat(inputs)
	return en_events_confirm_seat(inputs)
});