/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, price: NonNullable<unknown> }} Partners_Lp_ChooseInputs */

const en_partners_lp_choose = /** @type {(inputs: Partners_Lp_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose ${i?.name}: ${i?.price}`)
};

const es_partners_lp_choose = /** @type {(inputs: Partners_Lp_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elegir ${i?.name}: ${i?.price}`)
};

const fr_partners_lp_choose = /** @type {(inputs: Partners_Lp_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisir ${i?.name} : ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Choose {name}: {price}" |
*
* @param {Partners_Lp_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_choose = /** @type {((inputs: Partners_Lp_ChooseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_ChooseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_choose(inputs)
	if (locale === "fr") return fr_partners_lp_choose(inputs)
	return en_partners_lp_choose(inputs)
});