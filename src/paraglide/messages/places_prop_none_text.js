/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_None_TextInputs */

const en_places_prop_none_text = /** @type {(inputs: Places_Prop_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try a wider price range, fewer bedrooms, another board or a shorter search.`)
};

const es_places_prop_none_text = /** @type {(inputs: Places_Prop_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba con un rango de precios más amplio, menos habitaciones, otro distrito o una búsqueda más corta.`)
};

const fr_places_prop_none_text = /** @type {(inputs: Places_Prop_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez une fourchette de prix plus large, moins de chambres, un autre district ou une recherche plus courte.`)
};

/**
* | output |
* | --- |
* | "Try a wider price range, fewer bedrooms, another board or a shorter search." |
*
* @param {Places_Prop_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_none_text = /** @type {((inputs?: Places_Prop_None_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_None_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_none_text(inputs)
	if (locale === "fr") return fr_places_prop_none_text(inputs)
	return en_places_prop_none_text(inputs)
});