/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Not_SentInputs */

const en_info_contact_not_sent = /** @type {(inputs: Info_Contact_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message not sent`)
};

const es_info_contact_not_sent = /** @type {(inputs: Info_Contact_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se envió el mensaje`)
};

const fr_info_contact_not_sent = /** @type {(inputs: Info_Contact_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message non envoyé`)
};

/**
* | output |
* | --- |
* | "Message not sent" |
*
* @param {Info_Contact_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_not_sent = /** @type {((inputs?: Info_Contact_Not_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Not_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_not_sent(inputs)
	if (locale === "fr") return fr_info_contact_not_sent(inputs)
	return en_info_contact_not_sent(inputs)
});