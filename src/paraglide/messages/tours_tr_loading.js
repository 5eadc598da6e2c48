/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_LoadingInputs */

const en_tours_tr_loading = /** @type {(inputs: Tours_Tr_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the translations…`)
};

const es_tours_tr_loading = /** @type {(inputs: Tours_Tr_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las traducciones…`)
};

const fr_tours_tr_loading = /** @type {(inputs: Tours_Tr_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des traductions…`)
};

/**
* | output |
* | --- |
* | "Loading the translations…" |
*
* @param {Tours_Tr_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_loading = /** @type {((inputs?: Tours_Tr_LoadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_LoadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_loading(inputs)
	if (locale === "fr") return fr_tours_tr_loading(inputs)
	return en_tours_tr_loading(inputs)
});