/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_When_AnyInputs */

const en_events_when_any = /** @type {(inputs: Events_When_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any time`)
};

const es_events_when_any = /** @type {(inputs: Events_When_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier fecha`)
};

const fr_events_when_any = /** @type {(inputs: Events_When_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les dates`)
};

/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Events_When_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_when_any = /** @type {((inputs?: Events_When_AnyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_When_AnyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_when_any(inputs)
	if (locale === "fr") return fr_events_when_any(inputs)
	return en_events_when_any(inputs)
});