/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, rating: NonNullable<unknown> }} Partners_Lp_Story_RatingInputs */

const en_partners_lp_story_rating = /** @type {(inputs: Partners_Lp_Story_RatingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.rating} out of 5 from ${i?.count} review`);
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5 from ${i?.count} reviews`)
	
};

const es_partners_lp_story_rating = /** @type {(inputs: Partners_Lp_Story_RatingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.rating} de 5 según ${i?.count} reseña`);
	return /** @type {LocalizedString} */ (`${i?.rating} de 5 según ${i?.count} reseñas`)
	
};

const fr_partners_lp_story_rating = /** @type {(inputs: Partners_Lp_Story_RatingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.rating} sur 5 d’après ${i?.count} avis`);
	return /** @type {LocalizedString} */ (`${i?.rating} sur 5 d’après ${i?.count} avis`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{rating} out of 5 from {count} review" |
* | * | "{rating} out of 5 from {count} reviews" |
*
* @param {Partners_Lp_Story_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_story_rating = /** @type {((inputs: Partners_Lp_Story_RatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Story_RatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_story_rating(inputs)
	if (locale === "fr") return fr_partners_lp_story_rating(inputs)
	return en_partners_lp_story_rating(inputs)
});