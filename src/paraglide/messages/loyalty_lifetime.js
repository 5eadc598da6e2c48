/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_LifetimeInputs */

const en_loyalty_lifetime = /** @type {(inputs: Loyalty_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime points`)
};

const es_loyalty_lifetime = /** @type {(inputs: Loyalty_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos acumulados`)
};

const fr_loyalty_lifetime = /** @type {(inputs: Loyalty_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points cumulés`)
};

/**
* | output |
* | --- |
* | "Lifetime points" |
*
* @param {Loyalty_LifetimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_lifetime = /** @type {((inputs?: Loyalty_LifetimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_LifetimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_lifetime(inputs)
	if (locale === "fr") return fr_loyalty_lifetime(inputs)
	return en_loyalty_lifetime(inputs)
});