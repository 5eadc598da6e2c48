/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Back_OverviewInputs */

const en_places_back_overview = /** @type {(inputs: Places_Back_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Overview`)
};

const es_places_back_overview = /** @type {(inputs: Places_Back_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la guía`)
};

const fr_places_back_overview = /** @type {(inputs: Places_Back_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au guide`)
};

/**
* | output |
* | --- |
* | "Back to Overview" |
*
* @param {Places_Back_OverviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_back_overview = /** @type {((inputs?: Places_Back_OverviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Back_OverviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_back_overview(inputs)
	if (locale === "fr") return fr_places_back_overview(inputs)
	return en_places_back_overview(inputs)
});