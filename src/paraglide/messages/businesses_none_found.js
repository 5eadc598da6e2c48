/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_None_FoundInputs */

const en_businesses_none_found = /** @type {(inputs: Businesses_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No businesses found`)
};

const es_businesses_none_found = /** @type {(inputs: Businesses_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron negocios`)
};

const fr_businesses_none_found = /** @type {(inputs: Businesses_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune adresse trouvée`)
};

/**
* | output |
* | --- |
* | "No businesses found" |
*
* @param {Businesses_None_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_none_found = /** @type {((inputs?: Businesses_None_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_None_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_none_found(inputs)
	if (locale === "fr") return fr_businesses_none_found(inputs)
	return en_businesses_none_found(inputs)
});