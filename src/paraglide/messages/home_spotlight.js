/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_SpotlightInputs */

const en_home_spotlight = /** @type {(inputs: Home_SpotlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spotlight: from Harlem’s businesses`)
};

const es_home_spotlight = /** @type {(inputs: Home_SpotlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En el foco: de los negocios de Harlem`)
};

const fr_home_spotlight = /** @type {(inputs: Home_SpotlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À la une : des commerces de Harlem`)
};

/**
* | output |
* | --- |
* | "Spotlight: from Harlem’s businesses" |
*
* @param {Home_SpotlightInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_spotlight = /** @type {((inputs?: Home_SpotlightInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_SpotlightInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_spotlight(inputs)
	if (locale === "fr") return fr_home_spotlight(inputs)
	return en_home_spotlight(inputs)
});