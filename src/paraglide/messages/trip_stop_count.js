/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trip_Stop_CountInputs */

const en_trip_stop_count = /** @type {(inputs: Trip_Stop_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} stop`);
	return /** @type {LocalizedString} */ (`${i?.count} stops`)
	
};

const es_trip_stop_count = /** @type {(inputs: Trip_Stop_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} parada`);
	return /** @type {LocalizedString} */ (`${i?.count} paradas`)
	
};

const fr_trip_stop_count = /** @type {(inputs: Trip_Stop_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étape`);
	return /** @type {LocalizedString} */ (`${i?.count} étapes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stop" |
* | * | "{count} stops" |
*
* @param {Trip_Stop_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_stop_count = /** @type {((inputs: Trip_Stop_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Stop_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_stop_count(inputs)
	if (locale === "fr") return fr_trip_stop_count(inputs)
	return en_trip_stop_count(inputs)
});