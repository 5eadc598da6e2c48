/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_F_ContextInputs */

const en_tours_tr_f_context = /** @type {(inputs: Tours_Tr_F_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historical context`)
};

const es_tours_tr_f_context = /** @type {(inputs: Tours_Tr_F_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contexto histórico`)
};

const fr_tours_tr_f_context = /** @type {(inputs: Tours_Tr_F_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contexte historique`)
};

/**
* | output |
* | --- |
* | "Historical context" |
*
* @param {Tours_Tr_F_ContextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_f_context = /** @type {((inputs?: Tours_Tr_F_ContextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_F_ContextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_f_context(inputs)
	if (locale === "fr") return fr_tours_tr_f_context(inputs)
	return en_tours_tr_f_context(inputs)
});