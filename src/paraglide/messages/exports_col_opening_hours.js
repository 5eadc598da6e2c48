/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Opening_HoursInputs */

const en_exports_col_opening_hours = /** @type {(inputs: Exports_Col_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`opening hours`)
};

const es_exports_col_opening_hours = /** @type {(inputs: Exports_Col_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`horario`)
};

const fr_exports_col_opening_hours = /** @type {(inputs: Exports_Col_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`horaires d’ouverture`)
};

/**
* | output |
* | --- |
* | "opening hours" |
*
* @param {Exports_Col_Opening_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_opening_hours = /** @type {((inputs?: Exports_Col_Opening_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Opening_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_opening_hours(inputs)
	if (locale === "fr") return fr_exports_col_opening_hours(inputs)
	return en_exports_col_opening_hours(inputs)
});