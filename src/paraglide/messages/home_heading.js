/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_HeadingInputs */

const en_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem, a city within a city: businesses, events and neighborhoods`)
};

const es_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem, una ciudad dentro de la ciudad: negocios, eventos y barrios`)
};

const fr_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem, une ville dans la ville : commerces, événements et quartiers`)
};

/**
* | output |
* | --- |
* | "Harlem, a city within a city: businesses, events and neighborhoods" |
*
* @param {Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_heading = /** @type {((inputs?: Home_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_heading(inputs)
	if (locale === "fr") return fr_home_heading(inputs)
	return en_home_heading(inputs)
});