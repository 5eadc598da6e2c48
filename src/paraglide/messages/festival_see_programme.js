/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Festival_See_ProgrammeInputs */

const en_festival_see_programme = /** @type {(inputs: Festival_See_ProgrammeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See the ${i?.year} Programme`)
};

const es_festival_see_programme = /** @type {(inputs: Festival_See_ProgrammeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver el programa de ${i?.year}`)
};

const fr_festival_see_programme = /** @type {(inputs: Festival_See_ProgrammeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir le programme ${i?.year}`)
};

/**
* | output |
* | --- |
* | "See the {year} Programme" |
*
* @param {Festival_See_ProgrammeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_see_programme = /** @type {((inputs: Festival_See_ProgrammeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_See_ProgrammeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_see_programme(inputs)
	if (locale === "fr") return fr_festival_see_programme(inputs)
	return en_festival_see_programme(inputs)
});