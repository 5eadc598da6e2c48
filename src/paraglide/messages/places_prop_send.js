/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_SendInputs */

const en_places_prop_send = /** @type {(inputs: Places_Prop_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Inquiry`)
};

const es_places_prop_send = /** @type {(inputs: Places_Prop_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar consulta`)
};

const fr_places_prop_send = /** @type {(inputs: Places_Prop_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la demande`)
};

/**
* | output |
* | --- |
* | "Send Inquiry" |
*
* @param {Places_Prop_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_send = /** @type {((inputs?: Places_Prop_SendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_SendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_send(inputs)
	if (locale === "fr") return fr_places_prop_send(inputs)
	return en_places_prop_send(inputs)
});