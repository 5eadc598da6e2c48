/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_WebsiteInputs */

const en_admin_msg_website = /** @type {(inputs: Admin_Msg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website must be a web address, like https://example.com`)
};

const es_admin_msg_website = /** @type {(inputs: Admin_Msg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El sitio web debe ser una dirección web, como https://example.com`)
};

const fr_admin_msg_website = /** @type {(inputs: Admin_Msg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le site web doit être une adresse web, par exemple https://example.com`)
};

/**
* | output |
* | --- |
* | "Website must be a web address, like https://example.com" |
*
* @param {Admin_Msg_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_website = /** @type {((inputs?: Admin_Msg_WebsiteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_WebsiteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_website(inputs)
	if (locale === "fr") return fr_admin_msg_website(inputs)
	return en_admin_msg_website(inputs)
});