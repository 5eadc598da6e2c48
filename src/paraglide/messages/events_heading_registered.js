/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Heading_RegisteredInputs */

const en_events_heading_registered = /** @type {(inputs: Events_Heading_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're registered`)
};

const es_events_heading_registered = /** @type {(inputs: Events_Heading_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripción completada`)
};

const fr_events_heading_registered = /** @type {(inputs: Events_Heading_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription enregistrée`)
};

/**
* | output |
* | --- |
* | "You're registered" |
*
* @param {Events_Heading_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_heading_registered = /** @type {((inputs?: Events_Heading_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Heading_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_heading_registered(inputs)
	if (locale === "fr") return fr_events_heading_registered(inputs)
	return en_events_heading_registered(inputs)
});