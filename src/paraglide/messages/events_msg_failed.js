/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_FailedInputs */

const en_events_msg_failed = /** @type {(inputs: Events_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to register for event. Please try again.`)
};

const es_events_msg_failed = /** @type {(inputs: Events_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo completar la inscripción. Inténtalo de nuevo.`)
};

const fr_events_msg_failed = /** @type {(inputs: Events_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription a échoué. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to register for event. Please try again." |
*
* @param {Events_Msg_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_failed = /** @type {((inputs?: Events_Msg_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_failed(inputs)
	if (locale === "fr") return fr_events_msg_failed(inputs)
	return en_events_msg_failed(inputs)
});