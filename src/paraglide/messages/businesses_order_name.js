/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Order_NameInputs */

const en_businesses_order_name = /** @type {(inputs: Businesses_Order_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, A to Z`)
};

const es_businesses_order_name = /** @type {(inputs: Businesses_Order_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, de la A a la Z`)
};

const fr_businesses_order_name = /** @type {(inputs: Businesses_Order_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, de A à Z`)
};

/**
* | output |
* | --- |
* | ", A to Z" |
*
* @param {Businesses_Order_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_order_name = /** @type {((inputs?: Businesses_Order_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Order_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_order_name(inputs)
	if (locale === "fr") return fr_businesses_order_name(inputs)
	return en_businesses_order_name(inputs)
});