/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Sent_TextInputs */

const en_info_contact_sent_text = /** @type {(inputs: Info_Contact_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for contacting us. We'll get back to you soon!`)
};

const es_info_contact_sent_text = /** @type {(inputs: Info_Contact_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias por escribirnos. ¡Te responderemos pronto!`)
};

const fr_info_contact_sent_text = /** @type {(inputs: Info_Contact_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de nous avoir écrit. Nous vous répondrons bientôt !`)
};

/**
* | output |
* | --- |
* | "Thank you for contacting us. We'll get back to you soon!" |
*
* @param {Info_Contact_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_sent_text = /** @type {((inputs?: Info_Contact_Sent_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Sent_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_sent_text(inputs)
	if (locale === "fr") return fr_info_contact_sent_text(inputs)
	return en_info_contact_sent_text(inputs)
});