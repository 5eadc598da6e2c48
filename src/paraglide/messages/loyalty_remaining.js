/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Loyalty_RemainingInputs */

const en_loyalty_remaining = /** @type {(inputs: Loyalty_RemainingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} left`);
	return /** @type {LocalizedString} */ (`${i?.count} left`)
	
};

const es_loyalty_remaining = /** @type {(inputs: Loyalty_RemainingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`queda ${i?.count}`);
	return /** @type {LocalizedString} */ (`quedan ${i?.count}`)
	
};

const fr_loyalty_remaining = /** @type {(inputs: Loyalty_RemainingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} restante`);
	return /** @type {LocalizedString} */ (`${i?.count} restantes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} left" |
* | * | "{count} left" |
*
* @param {Loyalty_RemainingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_remaining = /** @type {((inputs: Loyalty_RemainingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_RemainingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_remaining(inputs)
	if (locale === "fr") return fr_loyalty_remaining(inputs)
	return en_loyalty_remaining(inputs)
});