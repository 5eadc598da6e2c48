/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_ThemesInputs */

const en_home_themes = /** @type {(inputs: Home_ThemesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore by Experience`)
};

const es_home_themes = /** @type {(inputs: Home_ThemesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explora por experiencia`)
};

const fr_home_themes = /** @type {(inputs: Home_ThemesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer par expérience`)
};

/**
* | output |
* | --- |
* | "Explore by Experience" |
*
* @param {Home_ThemesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_themes = /** @type {((inputs?: Home_ThemesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_ThemesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_themes(inputs)
	if (locale === "fr") return fr_home_themes(inputs)
	return en_home_themes(inputs)
});