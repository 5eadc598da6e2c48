/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Events_Waitlist_PositionInputs */

const en_events_waitlist_position = /** @type {(inputs: Events_Waitlist_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are #${i?.position} on the waitlist`)
};

const es_events_waitlist_position = /** @type {(inputs: Events_Waitlist_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eres el n.º ${i?.position} en la lista de espera`)
};

const fr_events_waitlist_position = /** @type {(inputs: Events_Waitlist_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes n°${i?.position} sur la liste d’attente`)
};

/**
* | output |
* | --- |
* | "You are #{position} on the waitlist" |
*
* @param {Events_Waitlist_PositionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_waitlist_position = /** @type {((inputs: Events_Waitlist_PositionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Waitlist_PositionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_waitlist_position(inputs)
	if (locale === "fr") return fr_events_waitlist_position(inputs)
	return en_events_waitlist_position(inputs)
});