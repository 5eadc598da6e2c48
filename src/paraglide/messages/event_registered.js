/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_RegisteredInputs */

const en_event_registered = /** @type {(inputs: Event_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Registered`)
};

const es_event_registered = /** @type {(inputs: Event_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Inscrito`)
};

const fr_event_registered = /** @type {(inputs: Event_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Inscrit`)
};

/**
* | output |
* | --- |
* | "✓ Registered" |
*
* @param {Event_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const event_registered = /** @type {((inputs?: Event_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_registered(inputs)
	if (locale === "fr") return fr_event_registered(inputs)
	return en_event_registered(inputs)
});