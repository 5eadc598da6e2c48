/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_Review_CountInputs */

const en_businesses_review_count = /** @type {(inputs: Businesses_Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} review`);
	return /** @type {LocalizedString} */ (`${i?.count} reviews`)
	
};

const es_businesses_review_count = /** @type {(inputs: Businesses_Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} reseña`);
	return /** @type {LocalizedString} */ (`${i?.count} reseñas`)
	
};

const fr_businesses_review_count = /** @type {(inputs: Businesses_Review_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} avis`);
	return /** @type {LocalizedString} */ (`${i?.count} avis`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} review" |
* | * | "{count} reviews" |
*
* @param {Businesses_Review_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_review_count = /** @type {((inputs: Businesses_Review_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Review_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_review_count(inputs)
	if (locale === "fr") return fr_businesses_review_count(inputs)
	return en_businesses_review_count(inputs)
});