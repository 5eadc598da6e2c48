/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_When_TonightInputs */

const en_events_when_tonight = /** @type {(inputs: Events_When_TonightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tonight`)
};

const es_events_when_tonight = /** @type {(inputs: Events_When_TonightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta noche`)
};

const fr_events_when_tonight = /** @type {(inputs: Events_When_TonightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce soir`)
};

/**
* | output |
* | --- |
* | "Tonight" |
*
* @param {Events_When_TonightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_when_tonight = /** @type {((inputs?: Events_When_TonightInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_When_TonightInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_when_tonight(inputs)
	if (locale === "fr") return fr_events_when_tonight(inputs)
	return en_events_when_tonight(inputs)
});