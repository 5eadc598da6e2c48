/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Message_GoesInputs */

const en_businesses_message_goes = /** @type {(inputs: Businesses_Message_GoesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your message goes to the owner of ${i?.name}. Their reply arrives by email and in`)
};

const es_businesses_message_goes = /** @type {(inputs: Businesses_Message_GoesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu mensaje llega al propietario de ${i?.name}. Su respuesta llegará por correo electrónico y a`)
};

const fr_businesses_message_goes = /** @type {(inputs: Businesses_Message_GoesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre message est envoyé au propriétaire de ${i?.name}. Sa réponse arrivera par e-mail et dans`)
};

/**
* | output |
* | --- |
* | "Your message goes to the owner of {name}. Their reply arrives by email and in" |
*
* @param {Businesses_Message_GoesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_message_goes = /** @type {((inputs: Businesses_Message_GoesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Message_GoesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_message_goes(inputs)
	if (locale === "fr") return fr_businesses_message_goes(inputs)
	return en_businesses_message_goes(inputs)
});