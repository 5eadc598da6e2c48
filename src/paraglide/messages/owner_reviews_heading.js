/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Owner_Reviews_HeadingInputs */

const en_owner_reviews_heading = /** @type {(inputs: Owner_Reviews_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Customer Reviews (${i?.count})`)
};

const es_owner_reviews_heading = /** @type {(inputs: Owner_Reviews_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reseñas de clientes (${i?.count})`)
};

const fr_owner_reviews_heading = /** @type {(inputs: Owner_Reviews_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avis clients (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Customer Reviews ({count})" |
*
* @param {Owner_Reviews_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_reviews_heading = /** @type {((inputs: Owner_Reviews_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Reviews_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_reviews_heading(inputs)
	if (locale === "fr") return fr_owner_reviews_heading(inputs)
	return en_owner_reviews_heading(inputs)
});