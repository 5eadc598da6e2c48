/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_You_Are_RegisteredInputs */

const en_events_you_are_registered = /** @type {(inputs: Events_You_Are_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ You are registered`)
};

const es_events_you_are_registered = /** @type {(inputs: Events_You_Are_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Inscripción confirmada`)
};

const fr_events_you_are_registered = /** @type {(inputs: Events_You_Are_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Inscription confirmée`)
};

/**
* | output |
* | --- |
* | "✓ You are registered" |
*
* @param {Events_You_Are_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_you_are_registered = /** @type {((inputs?: Events_You_Are_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_You_Are_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_you_are_registered(inputs)
	if (locale === "fr") return fr_events_you_are_registered(inputs)
	return en_events_you_are_registered(inputs)
});