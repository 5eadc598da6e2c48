/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Clear_FiltersInputs */

const en_events_clear_filters = /** @type {(inputs: Events_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear Filters`)
};

const es_events_clear_filters = /** @type {(inputs: Events_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar filtros`)
};

const fr_events_clear_filters = /** @type {(inputs: Events_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

/**
* | output |
* | --- |
* | "Clear Filters" |
*
* @param {Events_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_clear_filters = /** @type {((inputs?: Events_Clear_FiltersInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Clear_FiltersInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_clear_filters(inputs)
	if (locale === "fr") return fr_events_clear_filters(inputs)
	return en_events_clear_filters(inputs)
});