/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Message_PlaceholderInputs */

const en_places_prop_message_placeholder = /** @type {(inputs: Places_Prop_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When would you like to visit? Any questions about the property?`)
};

const es_places_prop_message_placeholder = /** @type {(inputs: Places_Prop_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cuándo te gustaría visitarla? ¿Tienes preguntas sobre la propiedad?`)
};

const fr_places_prop_message_placeholder = /** @type {(inputs: Places_Prop_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand souhaitez-vous visiter ? Des questions sur le bien ?`)
};

/**
* | output |
* | --- |
* | "When would you like to visit? Any questions about the property?" |
*
* @param {Places_Prop_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_message_placeholder = /** @type {((inputs?: Places_Prop_Message_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Message_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_message_placeholder(inputs)
	if (locale === "fr") return fr_places_prop_message_placeholder(inputs)
	return en_places_prop_message_placeholder(inputs)
});