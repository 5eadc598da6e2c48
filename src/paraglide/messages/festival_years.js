/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ age: NonNullable<unknown> }} Festival_YearsInputs */

const en_festival_years = /** @type {(inputs: Festival_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.age} years of culture, community and commerce.`)
};

const es_festival_years = /** @type {(inputs: Festival_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.age} años de cultura, comunidad y comercio.`)
};

const fr_festival_years = /** @type {(inputs: Festival_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.age} ans de culture, de communauté et de commerce.`)
};

/**
* | output |
* | --- |
* | "{age} years of culture, community and commerce." |
*
* @param {Festival_YearsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_years = /** @type {((inputs: Festival_YearsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_YearsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_years(inputs)
	if (locale === "fr") return fr_festival_years(inputs)
	return en_festival_years(inputs)
});