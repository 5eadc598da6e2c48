/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_ExperiencesInputs */

const en_home_experiences = /** @type {(inputs: Home_ExperiencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured Experiences`)
};

const es_home_experiences = /** @type {(inputs: Home_ExperiencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experiencias destacadas`)
};

const fr_home_experiences = /** @type {(inputs: Home_ExperiencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expériences à la une`)
};

/**
* | output |
* | --- |
* | "Featured Experiences" |
*
* @param {Home_ExperiencesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_experiences = /** @type {((inputs?: Home_ExperiencesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_ExperiencesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_experiences(inputs)
	if (locale === "fr") return fr_home_experiences(inputs)
	return en_home_experiences(inputs)
});