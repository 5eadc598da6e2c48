/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Range_LabelInputs */

const en_events_range_label = /** @type {(inputs: Events_Range_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events between two dates`)
};

const es_events_range_label = /** @type {(inputs: Events_Range_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos entre dos fechas`)
};

const fr_events_range_label = /** @type {(inputs: Events_Range_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements entre deux dates`)
};

/**
* | output |
* | --- |
* | "Events between two dates" |
*
* @param {Events_Range_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_range_label = /** @type {((inputs?: Events_Range_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Range_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_range_label(inputs)
	if (locale === "fr") return fr_events_range_label(inputs)
	return en_events_range_label(inputs)
});