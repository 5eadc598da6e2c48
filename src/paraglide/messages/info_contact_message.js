/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_MessageInputs */

const en_info_contact_message = /** @type {(inputs: Info_Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const es_info_contact_message = /** @type {(inputs: Info_Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje`)
};

const fr_info_contact_message = /** @type {(inputs: Info_Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre message`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Info_Contact_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_message = /** @type {((inputs?: Info_Contact_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_message(inputs)
	if (locale === "fr") return fr_info_contact_message(inputs)
	return en_info_contact_message(inputs)
});