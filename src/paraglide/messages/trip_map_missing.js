/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trip_Map_MissingInputs */

const en_trip_map_missing = /** @type {(inputs: Trip_Map_MissingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} without a location is only in the list.`);
	return /** @type {LocalizedString} */ (`${i?.count} without a location are only in the list.`)
	
};

const es_trip_map_missing = /** @type {(inputs: Trip_Map_MissingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} sin ubicación solo aparece en la lista.`);
	return /** @type {LocalizedString} */ (`${i?.count} sin ubicación solo aparecen en la lista.`)
	
};

const fr_trip_map_missing = /** @type {(inputs: Trip_Map_MissingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} sans emplacement ne figure que dans la liste.`);
	return /** @type {LocalizedString} */ (`${i?.count} sans emplacement ne figurent que dans la liste.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} without a location is only in the list." |
* | * | "{count} without a location are only in the list." |
*
* @param {Trip_Map_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_map_missing = /** @type {((inputs: Trip_Map_MissingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Map_MissingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_map_missing(inputs)
	if (locale === "fr") return fr_trip_map_missing(inputs)
	return en_trip_map_missing(inputs)
});