/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trip_Popular_MoreInputs */

const en_trip_popular_more = /** @type {(inputs: Trip_Popular_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` and ${i?.count} more`);
	return /** @type {LocalizedString} */ (` and ${i?.count} more`)
	
};

const es_trip_popular_more = /** @type {(inputs: Trip_Popular_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` y ${i?.count} más`);
	return /** @type {LocalizedString} */ (` y ${i?.count} más`)
	
};

const fr_trip_popular_more = /** @type {(inputs: Trip_Popular_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` et ${i?.count} autre`);
	return /** @type {LocalizedString} */ (` et ${i?.count} autres`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "and {count} more" |
* | * | "and {count} more" |
*
* @param {Trip_Popular_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_popular_more = /** @type {((inputs: Trip_Popular_MoreInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Popular_MoreInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_popular_more(inputs)
	if (locale === "fr") return fr_trip_popular_more(inputs)
	return en_trip_popular_more(inputs)
});