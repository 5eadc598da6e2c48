/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_RemovedInputs */

const en_tours_tr_removed = /** @type {(inputs: Tours_Tr_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation removed.`)
};

const es_tours_tr_removed = /** @type {(inputs: Tours_Tr_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducción eliminada.`)
};

const fr_tours_tr_removed = /** @type {(inputs: Tours_Tr_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traduction supprimée.`)
};

/**
* | output |
* | --- |
* | "Translation removed." |
*
* @param {Tours_Tr_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_removed = /** @type {((inputs?: Tours_Tr_RemovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_RemovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_removed(inputs)
	if (locale === "fr") return fr_tours_tr_removed(inputs)
	return en_tours_tr_removed(inputs)
});