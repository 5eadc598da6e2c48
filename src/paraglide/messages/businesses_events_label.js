/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Events_LabelInputs */

const en_businesses_events_label = /** @type {(inputs: Businesses_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const es_businesses_events_label = /** @type {(inputs: Businesses_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const fr_businesses_events_label = /** @type {(inputs: Businesses_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Businesses_Events_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_events_label = /** @type {((inputs?: Businesses_Events_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Events_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_events_label(inputs)
	if (locale === "fr") return fr_businesses_events_label(inputs)
	return en_businesses_events_label(inputs)
});