/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Tours_Walk_TimeInputs */

const en_tours_walk_time = /** @type {(inputs: Tours_Walk_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`about ${i?.minutes} min on foot`)
};

const es_tours_walk_time = /** @type {(inputs: Tours_Walk_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unos ${i?.minutes} min a pie`)
};

const fr_tours_walk_time = /** @type {(inputs: Tours_Walk_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`environ ${i?.minutes} min à pied`)
};

/**
* | output |
* | --- |
* | "about {minutes} min on foot" |
*
* @param {Tours_Walk_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_walk_time = /** @type {((inputs: Tours_Walk_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Walk_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_walk_time(inputs)
	if (locale === "fr") return fr_tours_walk_time(inputs)
	return en_tours_walk_time(inputs)
});