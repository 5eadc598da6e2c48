/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Type_AllInputs */

const en_events_type_all = /** @type {(inputs: Events_Type_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All events`)
};

const es_events_type_all = /** @type {(inputs: Events_Type_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los eventos`)
};

const fr_events_type_all = /** @type {(inputs: Events_Type_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les événements`)
};

/**
* | output |
* | --- |
* | "All events" |
*
* @param {Events_Type_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_type_all = /** @type {((inputs?: Events_Type_AllInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Type_AllInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_type_all(inputs)
	if (locale === "fr") return fr_events_type_all(inputs)
	return en_events_type_all(inputs)
});