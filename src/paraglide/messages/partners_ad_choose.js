/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Partners_Ad_ChooseInputs */

const en_partners_ad_choose = /** @type {(inputs: Partners_Ad_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose ${i?.name}`)
};

const es_partners_ad_choose = /** @type {(inputs: Partners_Ad_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elegir ${i?.name}`)
};

const fr_partners_ad_choose = /** @type {(inputs: Partners_Ad_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisir ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Choose {name}" |
*
* @param {Partners_Ad_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_choose = /** @type {((inputs: Partners_Ad_ChooseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_ChooseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_choose(inputs)
	if (locale === "fr") return fr_partners_ad_choose(inputs)
	return en_partners_ad_choose(inputs)
});