/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_CodesInputs */

const en_loyalty_codes = /** @type {(inputs: Loyalty_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My reward codes`)
};

const es_loyalty_codes = /** @type {(inputs: Loyalty_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis códigos de recompensa`)
};

const fr_loyalty_codes = /** @type {(inputs: Loyalty_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes codes de récompense`)
};

/**
* | output |
* | --- |
* | "My reward codes" |
*
* @param {Loyalty_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_codes = /** @type {((inputs?: Loyalty_CodesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_CodesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_codes(inputs)
	if (locale === "fr") return fr_loyalty_codes(inputs)
	return en_loyalty_codes(inputs)
});