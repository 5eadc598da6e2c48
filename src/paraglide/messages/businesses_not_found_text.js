/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Not_Found_TextInputs */

const en_businesses_not_found_text = /** @type {(inputs: Businesses_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The business you're looking for doesn't exist or has been removed.`)
};

const es_businesses_not_found_text = /** @type {(inputs: Businesses_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El negocio que buscas no existe o fue eliminado.`)
};

const fr_businesses_not_found_text = /** @type {(inputs: Businesses_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse que vous cherchez n’existe pas ou a été supprimée.`)
};

/**
* | output |
* | --- |
* | "The business you're looking for doesn't exist or has been removed." |
*
* @param {Businesses_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_not_found_text = /** @type {((inputs?: Businesses_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_not_found_text(inputs)
	if (locale === "fr") return fr_businesses_not_found_text(inputs)
	return en_businesses_not_found_text(inputs)
});