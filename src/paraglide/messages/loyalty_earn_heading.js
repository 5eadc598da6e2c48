/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Earn_HeadingInputs */

const en_loyalty_earn_heading = /** @type {(inputs: Loyalty_Earn_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to earn points`)
};

const es_loyalty_earn_heading = /** @type {(inputs: Loyalty_Earn_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo ganar puntos`)
};

const fr_loyalty_earn_heading = /** @type {(inputs: Loyalty_Earn_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment gagner des points`)
};

/**
* | output |
* | --- |
* | "How to earn points" |
*
* @param {Loyalty_Earn_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_earn_heading = /** @type {((inputs?: Loyalty_Earn_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Earn_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_earn_heading(inputs)
	if (locale === "fr") return fr_loyalty_earn_heading(inputs)
	return en_loyalty_earn_heading(inputs)
});