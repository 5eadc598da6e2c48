/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_HeadingInputs */

const en_loyalty_heading = /** @type {(inputs: Loyalty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Points`)
};

const es_loyalty_heading = /** @type {(inputs: Loyalty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis puntos`)
};

const fr_loyalty_heading = /** @type {(inputs: Loyalty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes points`)
};

/**
* | output |
* | --- |
* | "My Points" |
*
* @param {Loyalty_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_heading = /** @type {((inputs?: Loyalty_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_heading(inputs)
	if (locale === "fr") return fr_loyalty_heading(inputs)
	return en_loyalty_heading(inputs)
});