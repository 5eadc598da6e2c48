/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Sent_TitleInputs */

const en_info_contact_sent_title = /** @type {(inputs: Info_Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Sent`)
};

const es_info_contact_sent_title = /** @type {(inputs: Info_Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje enviado`)
};

const fr_info_contact_sent_title = /** @type {(inputs: Info_Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message envoyé`)
};

/**
* | output |
* | --- |
* | "Message Sent" |
*
* @param {Info_Contact_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_sent_title = /** @type {((inputs?: Info_Contact_Sent_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Sent_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_sent_title(inputs)
	if (locale === "fr") return fr_info_contact_sent_title(inputs)
	return en_info_contact_sent_title(inputs)
});