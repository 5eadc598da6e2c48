/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Owner_From_ReviewsInputs */

const en_owner_from_reviews = /** @type {(inputs: Owner_From_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`From ${i?.count} review`);
	return /** @type {LocalizedString} */ (`From ${i?.count} reviews`)
	
};

const es_owner_from_reviews = /** @type {(inputs: Owner_From_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`De ${i?.count} reseña`);
	return /** @type {LocalizedString} */ (`De ${i?.count} reseñas`)
	
};

const fr_owner_from_reviews = /** @type {(inputs: Owner_From_ReviewsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sur ${i?.count} avis`);
	return /** @type {LocalizedString} */ (`Sur ${i?.count} avis`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "From {count} review" |
* | * | "From {count} reviews" |
*
* @param {Owner_From_ReviewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_from_reviews = /** @type {((inputs: Owner_From_ReviewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_From_ReviewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_from_reviews(inputs)
	if (locale === "fr") return fr_owner_from_reviews(inputs)
	return en_owner_from_reviews(inputs)
});