/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Tab_DiningInputs */

const en_places_tab_dining = /** @type {(inputs: Places_Tab_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dining Guide`)
};

const es_places_tab_dining = /** @type {(inputs: Places_Tab_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guía gastronómica`)
};

const fr_places_tab_dining = /** @type {(inputs: Places_Tab_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où manger`)
};

/**
* | output |
* | --- |
* | "Dining Guide" |
*
* @param {Places_Tab_DiningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_tab_dining = /** @type {((inputs?: Places_Tab_DiningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Tab_DiningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_tab_dining(inputs)
	if (locale === "fr") return fr_places_tab_dining(inputs)
	return en_places_tab_dining(inputs)
});