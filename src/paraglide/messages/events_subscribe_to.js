/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Events_Subscribe_ToInputs */

const en_events_subscribe_to = /** @type {(inputs: Events_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` to ${i?.label}`)
};

const es_events_subscribe_to = /** @type {(inputs: Events_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: ${i?.label}`)
};

const fr_events_subscribe_to = /** @type {(inputs: Events_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` : ${i?.label}`)
};

/**
* | output |
* | --- |
* | "to {label}" |
*
* @param {Events_Subscribe_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_subscribe_to = /** @type {((inputs: Events_Subscribe_ToInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Subscribe_ToInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_subscribe_to(inputs)
	if (locale === "fr") return fr_events_subscribe_to(inputs)
	return en_events_subscribe_to(inputs)
});