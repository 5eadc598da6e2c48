/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_HeadingInputs */

const en_partners_premium_heading = /** @type {(inputs: Partners_Premium_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experience Harlem like a local`)
};

const es_partners_premium_heading = /** @type {(inputs: Partners_Premium_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vive Harlem como un local`)
};

const fr_partners_premium_heading = /** @type {(inputs: Partners_Premium_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vivez Harlem comme un habitant`)
};

/**
* | output |
* | --- |
* | "Experience Harlem like a local" |
*
* @param {Partners_Premium_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_heading = /** @type {((inputs?: Partners_Premium_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_heading(inputs)
	if (locale === "fr") return fr_partners_premium_heading(inputs)
	return en_partners_premium_heading(inputs)
});