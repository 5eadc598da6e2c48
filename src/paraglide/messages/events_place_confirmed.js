/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Place_ConfirmedInputs */

const en_events_place_confirmed = /** @type {(inputs: Events_Place_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your place is confirmed`)
};

const es_events_place_confirmed = /** @type {(inputs: Events_Place_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu lugar está confirmado`)
};

const fr_events_place_confirmed = /** @type {(inputs: Events_Place_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre place est confirmée`)
};

/**
* | output |
* | --- |
* | "Your place is confirmed" |
*
* @param {Events_Place_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_place_confirmed = /** @type {((inputs?: Events_Place_ConfirmedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Place_ConfirmedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_place_confirmed(inputs)
	if (locale === "fr") return fr_events_place_confirmed(inputs)
	return en_events_place_confirmed(inputs)
});