/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Kind_Waitlist_SeatInputs */

const en_alerts_kind_waitlist_seat = /** @type {(inputs: Alerts_Kind_Waitlist_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlist`)
};

const es_alerts_kind_waitlist_seat = /** @type {(inputs: Alerts_Kind_Waitlist_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de espera`)
};

const fr_alerts_kind_waitlist_seat = /** @type {(inputs: Alerts_Kind_Waitlist_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste d’attente`)
};

/**
* | output |
* | --- |
* | "Waitlist" |
*
* @param {Alerts_Kind_Waitlist_SeatInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_kind_waitlist_seat = /** @type {((inputs?: Alerts_Kind_Waitlist_SeatInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Kind_Waitlist_SeatInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_kind_waitlist_seat(inputs)
	if (locale === "fr") return fr_alerts_kind_waitlist_seat(inputs)
	return en_alerts_kind_waitlist_seat(inputs)
});