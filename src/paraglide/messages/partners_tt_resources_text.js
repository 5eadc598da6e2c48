/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Resources_TextInputs */

const en_partners_tt_resources_text = /** @type {(inputs: Partners_Tt_Resources_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to use in your brochures, proposals and itineraries, with the credit "Harlem Guide".`)
};

const es_partners_tt_resources_text = /** @type {(inputs: Partners_Tt_Resources_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De uso libre en tus folletos, propuestas e itinerarios, con el crédito «Harlem Guide».`)
};

const fr_partners_tt_resources_text = /** @type {(inputs: Partners_Tt_Resources_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libres d’utilisation dans vos brochures, propositions et itinéraires, avec la mention « Harlem Guide ».`)
};

/**
* | output |
* | --- |
* | "Free to use in your brochures, proposals and itineraries, with the credit \"Harlem Guide\"." |
*
* @param {Partners_Tt_Resources_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_resources_text = /** @type {((inputs?: Partners_Tt_Resources_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Resources_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_resources_text(inputs)
	if (locale === "fr") return fr_partners_tt_resources_text(inputs)
	return en_partners_tt_resources_text(inputs)
});