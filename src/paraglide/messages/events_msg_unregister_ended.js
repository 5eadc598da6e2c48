/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_Unregister_EndedInputs */

const en_events_msg_unregister_ended = /** @type {(inputs: Events_Msg_Unregister_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has already ended, so its registration can no longer be cancelled.`)
};

const es_events_msg_unregister_ended = /** @type {(inputs: Events_Msg_Unregister_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento ya terminó, así que su inscripción ya no se puede cancelar.`)
};

const fr_events_msg_unregister_ended = /** @type {(inputs: Events_Msg_Unregister_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est déjà terminé, son inscription ne peut donc plus être annulée.`)
};

/**
* | output |
* | --- |
* | "This event has already ended, so its registration can no longer be cancelled." |
*
* @param {Events_Msg_Unregister_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_unregister_ended = /** @type {((inputs?: Events_Msg_Unregister_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_Unregister_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_unregister_ended(inputs)
	if (locale === "fr") return fr_events_msg_unregister_ended(inputs)
	return en_events_msg_unregister_ended(inputs)
});