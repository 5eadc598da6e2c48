/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Near_FindingInputs */

const en_businesses_near_finding = /** @type {(inputs: Businesses_Near_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding your location…`)
};

const es_businesses_near_finding = /** @type {(inputs: Businesses_Near_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando tu ubicación…`)
};

const fr_businesses_near_finding = /** @type {(inputs: Businesses_Near_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de votre position…`)
};

/**
* | output |
* | --- |
* | "Finding your location…" |
*
* @param {Businesses_Near_FindingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_near_finding = /** @type {((inputs?: Businesses_Near_FindingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Near_FindingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_near_finding(inputs)
	if (locale === "fr") return fr_businesses_near_finding(inputs)
	return en_businesses_near_finding(inputs)
});