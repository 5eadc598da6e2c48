/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Not_Found_TextInputs */

const en_tours_not_found_text = /** @type {(inputs: Tours_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This walking tour doesn’t exist or is no longer offered.`)
};

const es_tours_not_found_text = /** @type {(inputs: Tours_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este recorrido a pie no existe o ya no se ofrece.`)
};

const fr_tours_not_found_text = /** @type {(inputs: Tours_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette visite à pied n’existe pas ou n’est plus proposée.`)
};

/**
* | output |
* | --- |
* | "This walking tour doesn’t exist or is no longer offered." |
*
* @param {Tours_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_not_found_text = /** @type {((inputs?: Tours_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_not_found_text(inputs)
	if (locale === "fr") return fr_tours_not_found_text(inputs)
	return en_tours_not_found_text(inputs)
});