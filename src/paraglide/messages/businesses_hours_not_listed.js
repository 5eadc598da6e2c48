/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Hours_Not_ListedInputs */

const en_businesses_hours_not_listed = /** @type {(inputs: Businesses_Hours_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours not listed; call ahead.`)
};

const es_businesses_hours_not_listed = /** @type {(inputs: Businesses_Hours_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario no publicado; llama antes de ir.`)
};

const fr_businesses_hours_not_listed = /** @type {(inputs: Businesses_Hours_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires non indiqués ; appelez avant de venir.`)
};

/**
* | output |
* | --- |
* | "Hours not listed; call ahead." |
*
* @param {Businesses_Hours_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_hours_not_listed = /** @type {((inputs?: Businesses_Hours_Not_ListedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Hours_Not_ListedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_hours_not_listed(inputs)
	if (locale === "fr") return fr_businesses_hours_not_listed(inputs)
	return en_businesses_hours_not_listed(inputs)
});