/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Feed_FreeInputs */

const en_events_feed_free = /** @type {(inputs: Events_Feed_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free events`)
};

const es_events_feed_free = /** @type {(inputs: Events_Feed_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos gratis`)
};

const fr_events_feed_free = /** @type {(inputs: Events_Feed_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements gratuits`)
};

/**
* | output |
* | --- |
* | "Free events" |
*
* @param {Events_Feed_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_feed_free = /** @type {((inputs?: Events_Feed_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Feed_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_feed_free(inputs)
	if (locale === "fr") return fr_events_feed_free(inputs)
	return en_events_feed_free(inputs)
});