/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_FindInputs */

const en_events_find = /** @type {(inputs: Events_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find events`)
};

const es_events_find = /** @type {(inputs: Events_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar eventos`)
};

const fr_events_find = /** @type {(inputs: Events_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver des événements`)
};

/**
* | output |
* | --- |
* | "Find events" |
*
* @param {Events_FindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_find = /** @type {((inputs?: Events_FindInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_FindInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_find(inputs)
	if (locale === "fr") return fr_events_find(inputs)
	return en_events_find(inputs)
});