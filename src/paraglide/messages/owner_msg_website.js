/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_WebsiteInputs */

const en_owner_msg_website = /** @type {(inputs: Owner_Msg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website must be a web address, like https://example.com`)
};

const es_owner_msg_website = /** @type {(inputs: Owner_Msg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El sitio web debe ser una dirección web, como https://example.com`)
};

const fr_owner_msg_website = /** @type {(inputs: Owner_Msg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le site web doit être une adresse web, comme https://example.com`)
};

/**
* | output |
* | --- |
* | "Website must be a web address, like https://example.com" |
*
* @param {Owner_Msg_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_website = /** @type {((inputs?: Owner_Msg_WebsiteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_WebsiteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_website(inputs)
	if (locale === "fr") return fr_owner_msg_website(inputs)
	return en_owner_msg_website(inputs)
});