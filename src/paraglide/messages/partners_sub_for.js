/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Partners_Sub_ForInputs */

const en_partners_sub_for = /** @type {(inputs: Partners_Sub_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscribe for ${i?.price}`)
};

const es_partners_sub_for = /** @type {(inputs: Partners_Sub_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suscribirme por ${i?.price}`)
};

const fr_partners_sub_for = /** @type {(inputs: Partners_Sub_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M’abonner pour ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Subscribe for {price}" |
*
* @param {Partners_Sub_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_for = /** @type {((inputs: Partners_Sub_ForInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_ForInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_for(inputs)
	if (locale === "fr") return fr_partners_sub_for(inputs)
	return en_partners_sub_for(inputs)
});