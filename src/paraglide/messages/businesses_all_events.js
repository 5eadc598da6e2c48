/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_All_EventsInputs */

const en_businesses_all_events = /** @type {(inputs: Businesses_All_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all Harlem events`)
};

const es_businesses_all_events = /** @type {(inputs: Businesses_All_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los eventos de Harlem`)
};

const fr_businesses_all_events = /** @type {(inputs: Businesses_All_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir tous les événements de Harlem`)
};

/**
* | output |
* | --- |
* | "See all Harlem events" |
*
* @param {Businesses_All_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_all_events = /** @type {((inputs?: Businesses_All_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_All_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_all_events(inputs)
	if (locale === "fr") return fr_businesses_all_events(inputs)
	return en_businesses_all_events(inputs)
});