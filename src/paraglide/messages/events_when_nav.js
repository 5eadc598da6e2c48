/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_When_NavInputs */

const en_events_when_nav = /** @type {(inputs: Events_When_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const es_events_when_nav = /** @type {(inputs: Events_When_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

const fr_events_when_nav = /** @type {(inputs: Events_When_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Events_When_NavInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_when_nav = /** @type {((inputs?: Events_When_NavInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_When_NavInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_when_nav(inputs)
	if (locale === "fr") return fr_events_when_nav(inputs)
	return en_events_when_nav(inputs)
});