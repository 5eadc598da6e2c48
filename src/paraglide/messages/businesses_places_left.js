/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_Places_LeftInputs */

const en_businesses_places_left = /** @type {(inputs: Businesses_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} place left`);
	return /** @type {LocalizedString} */ (`${i?.count} places left`)
	
};

const es_businesses_places_left = /** @type {(inputs: Businesses_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`queda ${i?.count} lugar`);
	return /** @type {LocalizedString} */ (`quedan ${i?.count} lugares`)
	
};

const fr_businesses_places_left = /** @type {(inputs: Businesses_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} place restante`);
	return /** @type {LocalizedString} */ (`${i?.count} places restantes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} place left" |
* | * | "{count} places left" |
*
* @param {Businesses_Places_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_places_left = /** @type {((inputs: Businesses_Places_LeftInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Places_LeftInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_places_left(inputs)
	if (locale === "fr") return fr_businesses_places_left(inputs)
	return en_businesses_places_left(inputs)
});