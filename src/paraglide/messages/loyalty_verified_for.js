/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reward: NonNullable<unknown>, name: NonNullable<unknown> }} Loyalty_Verified_ForInputs */

const en_loyalty_verified_for = /** @type {(inputs: Loyalty_Verified_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reward}, for ${i?.name}`)
};

const es_loyalty_verified_for = /** @type {(inputs: Loyalty_Verified_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reward}, para ${i?.name}`)
};

const fr_loyalty_verified_for = /** @type {(inputs: Loyalty_Verified_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reward}, pour ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{reward}, for {name}" |
*
* @param {Loyalty_Verified_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_verified_for = /** @type {((inputs: Loyalty_Verified_ForInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Verified_ForInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_verified_for(inputs)
	if (locale === "fr") return fr_loyalty_verified_for(inputs)
	return en_loyalty_verified_for(inputs)
});