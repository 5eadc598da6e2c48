/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Not_Listed_ParenInputs */

const en_owner_not_listed_paren = /** @type {(inputs: Owner_Not_Listed_ParenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(not listed)`)
};

const es_owner_not_listed_paren = /** @type {(inputs: Owner_Not_Listed_ParenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sin indicar)`)
};

const fr_owner_not_listed_paren = /** @type {(inputs: Owner_Not_Listed_ParenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(non précisé)`)
};

/**
* | output |
* | --- |
* | "(not listed)" |
*
* @param {Owner_Not_Listed_ParenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_not_listed_paren = /** @type {((inputs?: Owner_Not_Listed_ParenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Not_Listed_ParenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_not_listed_paren(inputs)
	if (locale === "fr") return fr_owner_not_listed_paren(inputs)
	return en_owner_not_listed_paren(inputs)
});