/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ needed: NonNullable<unknown> }} Loyalty_Need_MoreInputs */

const en_loyalty_need_more = /** @type {(inputs: Loyalty_Need_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.needed} more points needed`)
};

const es_loyalty_need_more = /** @type {(inputs: Loyalty_Need_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te faltan ${i?.needed} puntos`)
};

const fr_loyalty_need_more = /** @type {(inputs: Loyalty_Need_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il vous manque ${i?.needed} points`)
};

/**
* | output |
* | --- |
* | "{needed} more points needed" |
*
* @param {Loyalty_Need_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_need_more = /** @type {((inputs: Loyalty_Need_MoreInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Need_MoreInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_need_more(inputs)
	if (locale === "fr") return fr_loyalty_need_more(inputs)
	return en_loyalty_need_more(inputs)
});