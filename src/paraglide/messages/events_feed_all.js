/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Feed_AllInputs */

const en_events_feed_all = /** @type {(inputs: Events_Feed_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Harlem events`)
};

const es_events_feed_all = /** @type {(inputs: Events_Feed_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los eventos de Harlem`)
};

const fr_events_feed_all = /** @type {(inputs: Events_Feed_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les événements de Harlem`)
};

/**
* | output |
* | --- |
* | "All Harlem events" |
*
* @param {Events_Feed_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_feed_all = /** @type {((inputs?: Events_Feed_AllInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Feed_AllInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_feed_all(inputs)
	if (locale === "fr") return fr_events_feed_all(inputs)
	return en_events_feed_all(inputs)
});