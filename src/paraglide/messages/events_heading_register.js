/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Heading_RegisterInputs */

const en_events_heading_register = /** @type {(inputs: Events_Heading_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register for this event`)
};

const es_events_heading_register = /** @type {(inputs: Events_Heading_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscríbete en este evento`)
};

const fr_events_heading_register = /** @type {(inputs: Events_Heading_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous à cet événement`)
};

/**
* | output |
* | --- |
* | "Register for this event" |
*
* @param {Events_Heading_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_heading_register = /** @type {((inputs?: Events_Heading_RegisterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Heading_RegisterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_heading_register(inputs)
	if (locale === "fr") return fr_events_heading_register(inputs)
	return en_events_heading_register(inputs)
});