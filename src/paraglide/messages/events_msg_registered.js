/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_RegisteredInputs */

const en_events_msg_registered = /** @type {(inputs: Events_Msg_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have been registered for the event!`)
};

const es_events_msg_registered = /** @type {(inputs: Events_Msg_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tu inscripción al evento está hecha!`)
};

const fr_events_msg_registered = /** @type {(inputs: Events_Msg_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription à l’événement est enregistrée !`)
};

/**
* | output |
* | --- |
* | "You have been registered for the event!" |
*
* @param {Events_Msg_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_registered = /** @type {((inputs?: Events_Msg_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_registered(inputs)
	if (locale === "fr") return fr_events_msg_registered(inputs)
	return en_events_msg_registered(inputs)
});