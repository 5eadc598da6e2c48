/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Verify_HeadingInputs */

const en_loyalty_verify_heading = /** @type {(inputs: Loyalty_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify a code`)
};

const es_loyalty_verify_heading = /** @type {(inputs: Loyalty_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar un código`)
};

const fr_loyalty_verify_heading = /** @type {(inputs: Loyalty_Verify_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valider un code`)
};

/**
* | output |
* | --- |
* | "Verify a code" |
*
* @param {Loyalty_Verify_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_verify_heading = /** @type {((inputs?: Loyalty_Verify_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Verify_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_verify_heading(inputs)
	if (locale === "fr") return fr_loyalty_verify_heading(inputs)
	return en_loyalty_verify_heading(inputs)
});