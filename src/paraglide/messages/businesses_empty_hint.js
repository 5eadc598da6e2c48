/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Empty_HintInputs */

const en_businesses_empty_hint = /** @type {(inputs: Businesses_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try a shorter search, another board or another category.`)
};

const es_businesses_empty_hint = /** @type {(inputs: Businesses_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba con una búsqueda más corta, otro distrito u otra categoría.`)
};

const fr_businesses_empty_hint = /** @type {(inputs: Businesses_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez une recherche plus courte, un autre district ou une autre catégorie.`)
};

/**
* | output |
* | --- |
* | "Try a shorter search, another board or another category." |
*
* @param {Businesses_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_empty_hint = /** @type {((inputs?: Businesses_Empty_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Empty_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_empty_hint(inputs)
	if (locale === "fr") return fr_businesses_empty_hint(inputs)
	return en_businesses_empty_hint(inputs)
});