/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Offered_ByInputs */

const en_loyalty_offered_by = /** @type {(inputs: Loyalty_Offered_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offered by`)
};

const es_loyalty_offered_by = /** @type {(inputs: Loyalty_Offered_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofrecida por`)
};

const fr_loyalty_offered_by = /** @type {(inputs: Loyalty_Offered_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposée par`)
};

/**
* | output |
* | --- |
* | "Offered by" |
*
* @param {Loyalty_Offered_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_offered_by = /** @type {((inputs?: Loyalty_Offered_ByInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Offered_ByInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_offered_by(inputs)
	if (locale === "fr") return fr_loyalty_offered_by(inputs)
	return en_loyalty_offered_by(inputs)
});