/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Skip_To_ListInputs */

const en_events_skip_to_list = /** @type {(inputs: Events_Skip_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to the list of events`)
};

const es_events_skip_to_list = /** @type {(inputs: Events_Skip_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a la lista de eventos`)
};

const fr_events_skip_to_list = /** @type {(inputs: Events_Skip_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la liste des événements`)
};

/**
* | output |
* | --- |
* | "Skip to the list of events" |
*
* @param {Events_Skip_To_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_skip_to_list = /** @type {((inputs?: Events_Skip_To_ListInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Skip_To_ListInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_skip_to_list(inputs)
	if (locale === "fr") return fr_events_skip_to_list(inputs)
	return en_events_skip_to_list(inputs)
});