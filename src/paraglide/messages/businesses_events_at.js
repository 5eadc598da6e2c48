/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Events_AtInputs */

const en_businesses_events_at = /** @type {(inputs: Businesses_Events_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Events at ${i?.name}`)
};

const es_businesses_events_at = /** @type {(inputs: Businesses_Events_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eventos en ${i?.name}`)
};

const fr_businesses_events_at = /** @type {(inputs: Businesses_Events_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événements chez ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Events at {name}" |
*
* @param {Businesses_Events_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_events_at = /** @type {((inputs: Businesses_Events_AtInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Events_AtInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_events_at(inputs)
	if (locale === "fr") return fr_businesses_events_at(inputs)
	return en_businesses_events_at(inputs)
});