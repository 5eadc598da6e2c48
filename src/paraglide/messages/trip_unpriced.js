/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trip_UnpricedInputs */

const en_trip_unpriced = /** @type {(inputs: Trip_UnpricedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} stop without a listed price is not counted.`);
	return /** @type {LocalizedString} */ (`${i?.count} stops without a listed price are not counted.`)
	
};

const es_trip_unpriced = /** @type {(inputs: Trip_UnpricedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`No se cuenta ${i?.count} parada sin precio indicado.`);
	return /** @type {LocalizedString} */ (`No se cuentan ${i?.count} paradas sin precio indicado.`)
	
};

const fr_trip_unpriced = /** @type {(inputs: Trip_UnpricedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étape sans prix indiqué n’est pas comptée.`);
	return /** @type {LocalizedString} */ (`${i?.count} étapes sans prix indiqué ne sont pas comptées.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stop without a listed price is not counted." |
* | * | "{count} stops without a listed price are not counted." |
*
* @param {Trip_UnpricedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_unpriced = /** @type {((inputs: Trip_UnpricedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_UnpricedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_unpriced(inputs)
	if (locale === "fr") return fr_trip_unpriced(inputs)
	return en_trip_unpriced(inputs)
});