/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_LocatingInputs */

const en_tours_locating = /** @type {(inputs: Tours_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding your location…`)
};

const es_tours_locating = /** @type {(inputs: Tours_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando tu ubicación…`)
};

const fr_tours_locating = /** @type {(inputs: Tours_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de votre position…`)
};

/**
* | output |
* | --- |
* | "Finding your location…" |
*
* @param {Tours_LocatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_locating = /** @type {((inputs?: Tours_LocatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_LocatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_locating(inputs)
	if (locale === "fr") return fr_tours_locating(inputs)
	return en_tours_locating(inputs)
});