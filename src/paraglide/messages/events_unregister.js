/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_UnregisterInputs */

const en_events_unregister = /** @type {(inputs: Events_UnregisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unregister`)
};

const es_events_unregister = /** @type {(inputs: Events_UnregisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar inscripción`)
};

const fr_events_unregister = /** @type {(inputs: Events_UnregisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désinscrire`)
};

/**
* | output |
* | --- |
* | "Unregister" |
*
* @param {Events_UnregisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_unregister = /** @type {((inputs?: Events_UnregisterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_UnregisterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_unregister(inputs)
	if (locale === "fr") return fr_events_unregister(inputs)
	return en_events_unregister(inputs)
});