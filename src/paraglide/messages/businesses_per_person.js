/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ range: NonNullable<unknown> }} Businesses_Per_PersonInputs */

const en_businesses_per_person = /** @type {(inputs: Businesses_Per_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.range} per person)`)
};

const es_businesses_per_person = /** @type {(inputs: Businesses_Per_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.range} por persona)`)
};

const fr_businesses_per_person = /** @type {(inputs: Businesses_Per_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.range} par personne)`)
};

/**
* | output |
* | --- |
* | "({range} per person)" |
*
* @param {Businesses_Per_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_per_person = /** @type {((inputs: Businesses_Per_PersonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Per_PersonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_per_person(inputs)
	if (locale === "fr") return fr_businesses_per_person(inputs)
	return en_businesses_per_person(inputs)
});