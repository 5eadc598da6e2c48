/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Years_FiftyInputs */

const en_festival_years_fifty = /** @type {(inputs: Festival_Years_FiftyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fifty years of culture, community and commerce.`)
};

const es_festival_years_fifty = /** @type {(inputs: Festival_Years_FiftyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cincuenta años de cultura, comunidad y comercio.`)
};

const fr_festival_years_fifty = /** @type {(inputs: Festival_Years_FiftyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cinquante ans de culture, de communauté et de commerce.`)
};

/**
* | output |
* | --- |
* | "Fifty years of culture, community and commerce." |
*
* @param {Festival_Years_FiftyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_years_fifty = /** @type {((inputs?: Festival_Years_FiftyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Years_FiftyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_years_fifty(inputs)
	if (locale === "fr") return fr_festival_years_fifty(inputs)
	return en_festival_years_fifty(inputs)
});