/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Theme_HistoricInputs */

const en_places_theme_historic = /** @type {(inputs: Places_Theme_HistoricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historic Harlem`)
};

const es_places_theme_historic = /** @type {(inputs: Places_Theme_HistoricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem histórico`)
};

const fr_places_theme_historic = /** @type {(inputs: Places_Theme_HistoricInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem historique`)
};

/**
* | output |
* | --- |
* | "Historic Harlem" |
*
* @param {Places_Theme_HistoricInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_theme_historic = /** @type {((inputs?: Places_Theme_HistoricInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Theme_HistoricInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_theme_historic(inputs)
	if (locale === "fr") return fr_places_theme_historic(inputs)
	return en_places_theme_historic(inputs)
});