/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Pin_LegendInputs */

const en_owner_pin_legend = /** @type {(inputs: Owner_Pin_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location on the map`)
};

const es_owner_pin_legend = /** @type {(inputs: Owner_Pin_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación en el mapa`)
};

const fr_owner_pin_legend = /** @type {(inputs: Owner_Pin_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emplacement sur la carte`)
};

/**
* | output |
* | --- |
* | "Location on the map" |
*
* @param {Owner_Pin_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_pin_legend = /** @type {((inputs?: Owner_Pin_LegendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Pin_LegendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_pin_legend(inputs)
	if (locale === "fr") return fr_owner_pin_legend(inputs)
	return en_owner_pin_legend(inputs)
});