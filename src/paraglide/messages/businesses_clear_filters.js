/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Clear_FiltersInputs */

const en_businesses_clear_filters = /** @type {(inputs: Businesses_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear Filters`)
};

const es_businesses_clear_filters = /** @type {(inputs: Businesses_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar filtros`)
};

const fr_businesses_clear_filters = /** @type {(inputs: Businesses_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

/**
* | output |
* | --- |
* | "Clear Filters" |
*
* @param {Businesses_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_clear_filters = /** @type {((inputs?: Businesses_Clear_FiltersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Clear_FiltersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_clear_filters(inputs)
	if (locale === "fr") return fr_businesses_clear_filters(inputs)
	return en_businesses_clear_filters(inputs)
});