/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_To_PointsInputs */

const en_moderation_to_points = /** @type {(inputs: Moderation_To_PointsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point`);
	return /** @type {LocalizedString} */ (`${i?.count} points`)
	
};

const es_moderation_to_points = /** @type {(inputs: Moderation_To_PointsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} punto`);
	return /** @type {LocalizedString} */ (`${i?.count} puntos`)
	
};

const fr_moderation_to_points = /** @type {(inputs: Moderation_To_PointsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étape`);
	return /** @type {LocalizedString} */ (`${i?.count} étapes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} point" |
* | * | "{count} points" |
*
* @param {Moderation_To_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_points = /** @type {((inputs: Moderation_To_PointsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_PointsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_points(inputs)
	if (locale === "fr") return fr_moderation_to_points(inputs)
	return en_moderation_to_points(inputs)
});