/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown>, when: NonNullable<unknown> }} Businesses_Buy_LabelInputs */

const en_businesses_buy_label = /** @type {(inputs: Businesses_Buy_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buy ${i?.service}, ${i?.when}`)
};

const es_businesses_buy_label = /** @type {(inputs: Businesses_Buy_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comprar ${i?.service}, ${i?.when}`)
};

const fr_businesses_buy_label = /** @type {(inputs: Businesses_Buy_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acheter ${i?.service}, ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Buy {service}, {when}" |
*
* @param {Businesses_Buy_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_buy_label = /** @type {((inputs: Businesses_Buy_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Buy_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_buy_label(inputs)
	if (locale === "fr") return fr_businesses_buy_label(inputs)
	return en_businesses_buy_label(inputs)
});