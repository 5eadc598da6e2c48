/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Owner_Rating_ValueInputs */

const en_owner_rating_value = /** @type {(inputs: Owner_Rating_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5`)
};

const es_owner_rating_value = /** @type {(inputs: Owner_Rating_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} de 5`)
};

const fr_owner_rating_value = /** @type {(inputs: Owner_Rating_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} sur 5`)
};

/**
* | output |
* | --- |
* | "{rating} out of 5" |
*
* @param {Owner_Rating_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_rating_value = /** @type {((inputs: Owner_Rating_ValueInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Rating_ValueInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_rating_value(inputs)
	if (locale === "fr") return fr_owner_rating_value(inputs)
	return en_owner_rating_value(inputs)
});