/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_RegisteringInputs */

const en_events_registering = /** @type {(inputs: Events_RegisteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registering...`)
};

const es_events_registering = /** @type {(inputs: Events_RegisteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscribiendo...`)
};

const fr_events_registering = /** @type {(inputs: Events_RegisteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription en cours...`)
};

/**
* | output |
* | --- |
* | "Registering..." |
*
* @param {Events_RegisteringInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_registering = /** @type {((inputs?: Events_RegisteringInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_RegisteringInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_registering(inputs)
	if (locale === "fr") return fr_events_registering(inputs)
	return en_events_registering(inputs)
});