/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Festival_Programme_YearInputs */

const en_festival_programme_year = /** @type {(inputs: Festival_Programme_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.year} Programme`)
};

const es_festival_programme_year = /** @type {(inputs: Festival_Programme_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El programa de ${i?.year}`)
};

const fr_festival_programme_year = /** @type {(inputs: Festival_Programme_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le programme ${i?.year}`)
};

/**
* | output |
* | --- |
* | "The {year} Programme" |
*
* @param {Festival_Programme_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_programme_year = /** @type {((inputs: Festival_Programme_YearInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Programme_YearInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_programme_year(inputs)
	if (locale === "fr") return fr_festival_programme_year(inputs)
	return en_festival_programme_year(inputs)
});