/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, date: NonNullable<unknown> }} Events_More_LabelInputs */

const en_events_more_label = /** @type {(inputs: Events_More_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} more events on ${i?.date}`)
};

const es_events_more_label = /** @type {(inputs: Events_More_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver ${i?.count} más del ${i?.date}`)
};

const fr_events_more_label = /** @type {(inputs: Events_More_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} autres événements le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "{count} more events on {date}" |
*
* @param {Events_More_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_more_label = /** @type {((inputs: Events_More_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_More_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_more_label(inputs)
	if (locale === "fr") return fr_events_more_label(inputs)
	return en_events_more_label(inputs)
});