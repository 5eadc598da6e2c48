/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_Up_ToInputs */

const en_businesses_up_to = /** @type {(inputs: Businesses_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`up to ${i?.count} per time`)
};

const es_businesses_up_to = /** @type {(inputs: Businesses_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.count} por horario`)
};

const fr_businesses_up_to = /** @type {(inputs: Businesses_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jusqu’à ${i?.count} par créneau`)
};

/**
* | output |
* | --- |
* | "up to {count} per time" |
*
* @param {Businesses_Up_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_up_to = /** @type {((inputs: Businesses_Up_ToInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Up_ToInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_up_to(inputs)
	if (locale === "fr") return fr_businesses_up_to(inputs)
	return en_businesses_up_to(inputs)
});