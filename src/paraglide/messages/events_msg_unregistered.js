/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_UnregisteredInputs */

const en_events_msg_unregistered = /** @type {(inputs: Events_Msg_UnregisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have been unregistered from the event.`)
};

const es_events_msg_unregistered = /** @type {(inputs: Events_Msg_UnregisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se canceló tu inscripción al evento.`)
};

const fr_events_msg_unregistered = /** @type {(inputs: Events_Msg_UnregisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription à l’événement est annulée.`)
};

/**
* | output |
* | --- |
* | "You have been unregistered from the event." |
*
* @param {Events_Msg_UnregisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_unregistered = /** @type {((inputs?: Events_Msg_UnregisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_UnregisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_unregistered(inputs)
	if (locale === "fr") return fr_events_msg_unregistered(inputs)
	return en_events_msg_unregistered(inputs)
});