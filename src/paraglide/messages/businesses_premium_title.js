/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Premium_TitleInputs */

const en_businesses_premium_title = /** @type {(inputs: Businesses_Premium_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium experience.`)
};

const es_businesses_premium_title = /** @type {(inputs: Businesses_Premium_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experiencia premium.`)
};

const fr_businesses_premium_title = /** @type {(inputs: Businesses_Premium_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expérience premium.`)
};

/**
* | output |
* | --- |
* | "Premium experience." |
*
* @param {Businesses_Premium_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_premium_title = /** @type {((inputs?: Businesses_Premium_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Premium_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_premium_title(inputs)
	if (locale === "fr") return fr_businesses_premium_title(inputs)
	return en_businesses_premium_title(inputs)
});