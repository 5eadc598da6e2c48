/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Not_SentInputs */

const en_places_prop_not_sent = /** @type {(inputs: Places_Prop_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquiry not sent`)
};

const es_places_prop_not_sent = /** @type {(inputs: Places_Prop_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se envió la consulta`)
};

const fr_places_prop_not_sent = /** @type {(inputs: Places_Prop_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande non envoyée`)
};

/**
* | output |
* | --- |
* | "Inquiry not sent" |
*
* @param {Places_Prop_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_not_sent = /** @type {((inputs?: Places_Prop_Not_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Not_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_not_sent(inputs)
	if (locale === "fr") return fr_places_prop_not_sent(inputs)
	return en_places_prop_not_sent(inputs)
});