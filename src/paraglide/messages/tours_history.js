/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_HistoryInputs */

const en_tours_history = /** @type {(inputs: Tours_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historical context`)
};

const es_tours_history = /** @type {(inputs: Tours_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contexto histórico`)
};

const fr_tours_history = /** @type {(inputs: Tours_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contexte historique`)
};

/**
* | output |
* | --- |
* | "Historical context" |
*
* @param {Tours_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_history = /** @type {((inputs?: Tours_HistoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_HistoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_history(inputs)
	if (locale === "fr") return fr_tours_history(inputs)
	return en_tours_history(inputs)
});