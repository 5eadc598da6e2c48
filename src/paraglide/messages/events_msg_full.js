/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_FullInputs */

const en_events_msg_full = /** @type {(inputs: Events_Msg_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is full.`)
};

const es_events_msg_full = /** @type {(inputs: Events_Msg_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento está completo.`)
};

const fr_events_msg_full = /** @type {(inputs: Events_Msg_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est complet.`)
};

/**
* | output |
* | --- |
* | "This event is full." |
*
* @param {Events_Msg_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_full = /** @type {((inputs?: Events_Msg_FullInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_FullInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_full(inputs)
	if (locale === "fr") return fr_events_msg_full(inputs)
	return en_events_msg_full(inputs)
});