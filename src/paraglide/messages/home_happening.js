/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_HappeningInputs */

const en_home_happening = /** @type {(inputs: Home_HappeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Happening in Harlem`)
};

const es_home_happening = /** @type {(inputs: Home_HappeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué pasa en Harlem`)
};

const fr_home_happening = /** @type {(inputs: Home_HappeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À l'affiche à Harlem`)
};

/**
* | output |
* | --- |
* | "Happening in Harlem" |
*
* @param {Home_HappeningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_happening = /** @type {((inputs?: Home_HappeningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HappeningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_happening(inputs)
	if (locale === "fr") return fr_home_happening(inputs)
	return en_home_happening(inputs)
});