/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_Unregister_FailedInputs */

const en_events_msg_unregister_failed = /** @type {(inputs: Events_Msg_Unregister_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to unregister from event. Please try again.`)
};

const es_events_msg_unregister_failed = /** @type {(inputs: Events_Msg_Unregister_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cancelar la inscripción. Inténtalo de nuevo.`)
};

const fr_events_msg_unregister_failed = /** @type {(inputs: Events_Msg_Unregister_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La désinscription a échoué. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to unregister from event. Please try again." |
*
* @param {Events_Msg_Unregister_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_unregister_failed = /** @type {((inputs?: Events_Msg_Unregister_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_Unregister_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_unregister_failed(inputs)
	if (locale === "fr") return fr_events_msg_unregister_failed(inputs)
	return en_events_msg_unregister_failed(inputs)
});