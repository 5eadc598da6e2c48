/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_VerifyInputs */

const en_loyalty_verify = /** @type {(inputs: Loyalty_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

const es_loyalty_verify = /** @type {(inputs: Loyalty_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

const fr_loyalty_verify = /** @type {(inputs: Loyalty_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valider`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Loyalty_VerifyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_verify = /** @type {((inputs?: Loyalty_VerifyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_VerifyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_verify(inputs)
	if (locale === "fr") return fr_loyalty_verify(inputs)
	return en_loyalty_verify(inputs)
});