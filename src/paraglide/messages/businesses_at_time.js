/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, time: NonNullable<unknown> }} Businesses_At_TimeInputs */

const en_businesses_at_time = /** @type {(inputs: Businesses_At_TimeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.time}`);
	return /** @type {LocalizedString} */ (`${i?.time}`)
	
};

const es_businesses_at_time = /** @type {(inputs: Businesses_At_TimeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`a la ${i?.time}`);
	return /** @type {LocalizedString} */ (`a las ${i?.time}`)
	
};

const fr_businesses_at_time = /** @type {(inputs: Businesses_At_TimeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`à ${i?.time}`);
	return /** @type {LocalizedString} */ (`à ${i?.time}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{time}" |
* | * | "{time}" |
*
* @param {Businesses_At_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_at_time = /** @type {((inputs: Businesses_At_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_At_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_at_time(inputs)
	if (locale === "fr") return fr_businesses_at_time(inputs)
	return en_businesses_at_time(inputs)
});