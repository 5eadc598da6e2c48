/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_BrowseInputs */

const en_events_browse = /** @type {(inputs: Events_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Events`)
};

const es_events_browse = /** @type {(inputs: Events_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver eventos`)
};

const fr_events_browse = /** @type {(inputs: Events_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les événements`)
};

/**
* | output |
* | --- |
* | "Browse Events" |
*
* @param {Events_BrowseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_browse = /** @type {((inputs?: Events_BrowseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_BrowseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_browse(inputs)
	if (locale === "fr") return fr_events_browse(inputs)
	return en_events_browse(inputs)
});