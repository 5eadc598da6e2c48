/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_HistoryInputs */

const en_loyalty_history = /** @type {(inputs: Loyalty_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points history`)
};

const es_loyalty_history = /** @type {(inputs: Loyalty_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial de puntos`)
};

const fr_loyalty_history = /** @type {(inputs: Loyalty_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique des points`)
};

/**
* | output |
* | --- |
* | "Points history" |
*
* @param {Loyalty_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_history = /** @type {((inputs?: Loyalty_HistoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_HistoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_history(inputs)
	if (locale === "fr") return fr_loyalty_history(inputs)
	return en_loyalty_history(inputs)
});