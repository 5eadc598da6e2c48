/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_EndedInputs */

const en_events_msg_ended = /** @type {(inputs: Events_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has already ended.`)
};

const es_events_msg_ended = /** @type {(inputs: Events_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento ya ha terminado.`)
};

const fr_events_msg_ended = /** @type {(inputs: Events_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est déjà terminé.`)
};

/**
* | output |
* | --- |
* | "This event has already ended." |
*
* @param {Events_Msg_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_ended = /** @type {((inputs?: Events_Msg_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_ended(inputs)
	if (locale === "fr") return fr_events_msg_ended(inputs)
	return en_events_msg_ended(inputs)
});