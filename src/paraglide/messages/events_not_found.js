/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Not_FoundInputs */

const en_events_not_found = /** @type {(inputs: Events_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Not Found`)
};

const es_events_not_found = /** @type {(inputs: Events_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento no encontrado`)
};

const fr_events_not_found = /** @type {(inputs: Events_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement introuvable`)
};

/**
* | output |
* | --- |
* | "Event Not Found" |
*
* @param {Events_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_not_found = /** @type {((inputs?: Events_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_not_found(inputs)
	if (locale === "fr") return fr_events_not_found(inputs)
	return en_events_not_found(inputs)
});