/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Not_Found_TextInputs */

const en_owner_not_found_text = /** @type {(inputs: Owner_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The business you're looking for doesn't exist or has been removed.`)
};

const es_owner_not_found_text = /** @type {(inputs: Owner_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El negocio que buscas no existe o se eliminó.`)
};

const fr_owner_not_found_text = /** @type {(inputs: Owner_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’établissement que vous recherchez n’existe pas ou a été supprimé.`)
};

/**
* | output |
* | --- |
* | "The business you're looking for doesn't exist or has been removed." |
*
* @param {Owner_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_not_found_text = /** @type {((inputs?: Owner_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_not_found_text(inputs)
	if (locale === "fr") return fr_owner_not_found_text(inputs)
	return en_owner_not_found_text(inputs)
});