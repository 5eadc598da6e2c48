/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Rating_LegendInputs */

const en_businesses_rating_legend = /** @type {(inputs: Businesses_Rating_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating *`)
};

const es_businesses_rating_legend = /** @type {(inputs: Businesses_Rating_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calificación *`)
};

const fr_businesses_rating_legend = /** @type {(inputs: Businesses_Rating_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note *`)
};

/**
* | output |
* | --- |
* | "Rating *" |
*
* @param {Businesses_Rating_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_rating_legend = /** @type {((inputs?: Businesses_Rating_LegendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Rating_LegendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_rating_legend(inputs)
	if (locale === "fr") return fr_businesses_rating_legend(inputs)
	return en_businesses_rating_legend(inputs)
});