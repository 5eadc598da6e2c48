/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Rate_LegendInputs */

const en_tours_rate_legend = /** @type {(inputs: Tours_Rate_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How was this tour?`)
};

const es_tours_rate_legend = /** @type {(inputs: Tours_Rate_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué te pareció este recorrido?`)
};

const fr_tours_rate_legend = /** @type {(inputs: Tours_Rate_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment avez-vous trouvé cette visite ?`)
};

/**
* | output |
* | --- |
* | "How was this tour?" |
*
* @param {Tours_Rate_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_rate_legend = /** @type {((inputs?: Tours_Rate_LegendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Rate_LegendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_rate_legend(inputs)
	if (locale === "fr") return fr_tours_rate_legend(inputs)
	return en_tours_rate_legend(inputs)
});