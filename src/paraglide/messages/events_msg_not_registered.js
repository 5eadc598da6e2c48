/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_Not_RegisteredInputs */

const en_events_msg_not_registered = /** @type {(inputs: Events_Msg_Not_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not registered for this event.`)
};

const es_events_msg_not_registered = /** @type {(inputs: Events_Msg_Not_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes inscripción para este evento.`)
};

const fr_events_msg_not_registered = /** @type {(inputs: Events_Msg_Not_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’êtes pas inscrit à cet événement.`)
};

/**
* | output |
* | --- |
* | "You are not registered for this event." |
*
* @param {Events_Msg_Not_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_not_registered = /** @type {((inputs?: Events_Msg_Not_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_Not_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_not_registered(inputs)
	if (locale === "fr") return fr_events_msg_not_registered(inputs)
	return en_events_msg_not_registered(inputs)
});