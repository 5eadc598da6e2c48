/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Partners_Tt_Group_DiscountInputs */

const en_partners_tt_group_discount = /** @type {(inputs: Partners_Tt_Group_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% group discount on guided tours`)
};

const es_partners_tt_group_discount = /** @type {(inputs: Partners_Tt_Group_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de descuento para grupos en tours guiados`)
};

const fr_partners_tt_group_discount = /** @type {(inputs: Partners_Tt_Group_DiscountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de remise groupe sur les visites guidées`)
};

/**
* | output |
* | --- |
* | "{percent}% group discount on guided tours" |
*
* @param {Partners_Tt_Group_DiscountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_group_discount = /** @type {((inputs: Partners_Tt_Group_DiscountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Group_DiscountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_group_discount(inputs)
	if (locale === "fr") return fr_partners_tt_group_discount(inputs)
	return en_partners_tt_group_discount(inputs)
});