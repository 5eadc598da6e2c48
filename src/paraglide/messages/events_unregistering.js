/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_UnregisteringInputs */

const en_events_unregistering = /** @type {(inputs: Events_UnregisteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unregistering...`)
};

const es_events_unregistering = /** @type {(inputs: Events_UnregisteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelando la inscripción...`)
};

const fr_events_unregistering = /** @type {(inputs: Events_UnregisteringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désinscription...`)
};

/**
* | output |
* | --- |
* | "Unregistering..." |
*
* @param {Events_UnregisteringInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_unregistering = /** @type {((inputs?: Events_UnregisteringInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_UnregisteringInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_unregistering(inputs)
	if (locale === "fr") return fr_events_unregistering(inputs)
	return en_events_unregistering(inputs)
});