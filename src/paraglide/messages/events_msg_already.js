/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_AlreadyInputs */

const en_events_msg_already = /** @type {(inputs: Events_Msg_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are already registered for this event.`)
};

const es_events_msg_already = /** @type {(inputs: Events_Msg_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes una inscripción para este evento.`)
};

const fr_events_msg_already = /** @type {(inputs: Events_Msg_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes déjà inscrit à cet événement.`)
};

/**
* | output |
* | --- |
* | "You are already registered for this event." |
*
* @param {Events_Msg_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_already = /** @type {((inputs?: Events_Msg_AlreadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_AlreadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_already(inputs)
	if (locale === "fr") return fr_events_msg_already(inputs)
	return en_events_msg_already(inputs)
});