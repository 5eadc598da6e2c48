/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_TabInputs */

const en_loyalty_tab = /** @type {(inputs: Loyalty_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

const es_loyalty_tab = /** @type {(inputs: Loyalty_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

const fr_loyalty_tab = /** @type {(inputs: Loyalty_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fidélité`)
};

/**
* | output |
* | --- |
* | "Points" |
*
* @param {Loyalty_TabInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_tab = /** @type {((inputs?: Loyalty_TabInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_TabInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_tab(inputs)
	if (locale === "fr") return fr_loyalty_tab(inputs)
	return en_loyalty_tab(inputs)
});