/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_RegisterInputs */

const en_event_register = /** @type {(inputs: Event_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const es_event_register = /** @type {(inputs: Event_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscribirse`)
};

const fr_event_register = /** @type {(inputs: Event_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inscrire`)
};

/**
* | output |
* | --- |
* | "Register" |
*
* @param {Event_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_register = /** @type {((inputs?: Event_RegisterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_RegisterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_register(inputs)
	if (locale === "fr") return fr_event_register(inputs)
	return en_event_register(inputs)
});