/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_MinutesInputs */

const en_businesses_minutes = /** @type {(inputs: Businesses_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
};

const es_businesses_minutes = /** @type {(inputs: Businesses_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} minutos`)
};

const fr_businesses_minutes = /** @type {(inputs: Businesses_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} min`)
};

/**
* | output |
* | --- |
* | "{count} minutes" |
*
* @param {Businesses_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_minutes = /** @type {((inputs: Businesses_MinutesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_MinutesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_minutes(inputs)
	if (locale === "fr") return fr_businesses_minutes(inputs)
	return en_businesses_minutes(inputs)
});