/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Festival_Schedule_YearInputs */

const en_festival_schedule_year = /** @type {(inputs: Festival_Schedule_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week ${i?.year} Schedule`)
};

const es_festival_schedule_year = /** @type {(inputs: Festival_Schedule_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Programa de Harlem Week ${i?.year}`)
};

const fr_festival_schedule_year = /** @type {(inputs: Festival_Schedule_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Programme de Harlem Week ${i?.year}`)
};

/**
* | output |
* | --- |
* | "Harlem Week {year} Schedule" |
*
* @param {Festival_Schedule_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_schedule_year = /** @type {((inputs: Festival_Schedule_YearInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Schedule_YearInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_schedule_year(inputs)
	if (locale === "fr") return fr_festival_schedule_year(inputs)
	return en_festival_schedule_year(inputs)
});