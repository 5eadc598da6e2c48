/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, at: NonNullable<unknown> }} Businesses_At_DayInputs */

const en_businesses_at_day = /** @type {(inputs: Businesses_At_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} ${i?.at}`)
};

const es_businesses_at_day = /** @type {(inputs: Businesses_At_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el ${i?.day} ${i?.at}`)
};

const fr_businesses_at_day = /** @type {(inputs: Businesses_At_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le ${i?.day} ${i?.at}`)
};

/**
* | output |
* | --- |
* | "{day} {at}" |
*
* @param {Businesses_At_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_at_day = /** @type {((inputs: Businesses_At_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_At_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_at_day(inputs)
	if (locale === "fr") return fr_businesses_at_day(inputs)
	return en_businesses_at_day(inputs)
});