/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tours_Points_CountInputs */

const en_tours_points_count = /** @type {(inputs: Tours_Points_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point`);
	return /** @type {LocalizedString} */ (`${i?.count} points`)
	
};

const es_tours_points_count = /** @type {(inputs: Tours_Points_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} punto`);
	return /** @type {LocalizedString} */ (`${i?.count} puntos`)
	
};

const fr_tours_points_count = /** @type {(inputs: Tours_Points_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étape`);
	return /** @type {LocalizedString} */ (`${i?.count} étapes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} point" |
* | * | "{count} points" |
*
* @param {Tours_Points_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_points_count = /** @type {((inputs: Tours_Points_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Points_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_points_count(inputs)
	if (locale === "fr") return fr_tours_points_count(inputs)
	return en_tours_points_count(inputs)
});