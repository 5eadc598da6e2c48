/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_Last_NameInputs */

const en_events_msg_last_name = /** @type {(inputs: Events_Msg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name is required`)
};

const es_events_msg_last_name = /** @type {(inputs: Events_Msg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El apellido es obligatorio`)
};

const fr_events_msg_last_name = /** @type {(inputs: Events_Msg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom est obligatoire`)
};

/**
* | output |
* | --- |
* | "Last name is required" |
*
* @param {Events_Msg_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_last_name = /** @type {((inputs?: Events_Msg_Last_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_Last_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_last_name(inputs)
	if (locale === "fr") return fr_events_msg_last_name(inputs)
	return en_events_msg_last_name(inputs)
});