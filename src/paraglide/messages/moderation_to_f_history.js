/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_HistoryInputs */

const en_moderation_to_f_history = /** @type {(inputs: Moderation_To_F_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historical context`)
};

const es_moderation_to_f_history = /** @type {(inputs: Moderation_To_F_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contexto histórico`)
};

const fr_moderation_to_f_history = /** @type {(inputs: Moderation_To_F_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contexte historique`)
};

/**
* | output |
* | --- |
* | "Historical context" |
*
* @param {Moderation_To_F_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_history = /** @type {((inputs?: Moderation_To_F_HistoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_HistoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_history(inputs)
	if (locale === "fr") return fr_moderation_to_f_history(inputs)
	return en_moderation_to_f_history(inputs)
});