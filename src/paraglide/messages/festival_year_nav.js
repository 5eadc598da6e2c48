/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Year_NavInputs */

const en_festival_year_nav = /** @type {(inputs: Festival_Year_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Festival year`)
};

const es_festival_year_nav = /** @type {(inputs: Festival_Year_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Año del festival`)
};

const fr_festival_year_nav = /** @type {(inputs: Festival_Year_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année du festival`)
};

/**
* | output |
* | --- |
* | "Festival year" |
*
* @param {Festival_Year_NavInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_year_nav = /** @type {((inputs?: Festival_Year_NavInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Year_NavInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_year_nav(inputs)
	if (locale === "fr") return fr_festival_year_nav(inputs)
	return en_festival_year_nav(inputs)
});