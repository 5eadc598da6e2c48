/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Not_Found_TextInputs */

const en_places_prop_not_found_text = /** @type {(inputs: Places_Prop_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The property you're looking for doesn't exist or is no longer listed.`)
};

const es_places_prop_not_found_text = /** @type {(inputs: Places_Prop_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La propiedad que buscas no existe o ya no está publicada.`)
};

const fr_places_prop_not_found_text = /** @type {(inputs: Places_Prop_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le bien que vous cherchez n’existe pas ou n’est plus en ligne.`)
};

/**
* | output |
* | --- |
* | "The property you're looking for doesn't exist or is no longer listed." |
*
* @param {Places_Prop_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_not_found_text = /** @type {((inputs?: Places_Prop_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_not_found_text(inputs)
	if (locale === "fr") return fr_places_prop_not_found_text(inputs)
	return en_places_prop_not_found_text(inputs)
});