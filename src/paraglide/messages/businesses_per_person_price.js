/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Businesses_Per_Person_PriceInputs */

const en_businesses_per_person_price = /** @type {(inputs: Businesses_Per_Person_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} per person`)
};

const es_businesses_per_person_price = /** @type {(inputs: Businesses_Per_Person_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} por persona`)
};

const fr_businesses_per_person_price = /** @type {(inputs: Businesses_Per_Person_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} par personne`)
};

/**
* | output |
* | --- |
* | "{price} per person" |
*
* @param {Businesses_Per_Person_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_per_person_price = /** @type {((inputs: Businesses_Per_Person_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Per_Person_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_per_person_price(inputs)
	if (locale === "fr") return fr_businesses_per_person_price(inputs)
	return en_businesses_per_person_price(inputs)
});