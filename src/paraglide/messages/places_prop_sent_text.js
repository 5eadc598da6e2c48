/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Sent_TextInputs */

const en_places_prop_sent_text = /** @type {(inputs: Places_Prop_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! The realtor will contact you soon.`)
};

const es_places_prop_sent_text = /** @type {(inputs: Places_Prop_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! El agente se pondrá en contacto contigo pronto.`)
};

const fr_places_prop_sent_text = /** @type {(inputs: Places_Prop_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! L’agent vous contactera bientôt.`)
};

/**
* | output |
* | --- |
* | "Thank you! The realtor will contact you soon." |
*
* @param {Places_Prop_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_sent_text = /** @type {((inputs?: Places_Prop_Sent_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Sent_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_sent_text(inputs)
	if (locale === "fr") return fr_places_prop_sent_text(inputs)
	return en_places_prop_sent_text(inputs)
});