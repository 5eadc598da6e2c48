/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_SendInputs */

const en_info_contact_send = /** @type {(inputs: Info_Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Message`)
};

const es_info_contact_send = /** @type {(inputs: Info_Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar mensaje`)
};

const fr_info_contact_send = /** @type {(inputs: Info_Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le message`)
};

/**
* | output |
* | --- |
* | "Send Message" |
*
* @param {Info_Contact_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_send = /** @type {((inputs?: Info_Contact_SendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_SendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_send(inputs)
	if (locale === "fr") return fr_info_contact_send(inputs)
	return en_info_contact_send(inputs)
});