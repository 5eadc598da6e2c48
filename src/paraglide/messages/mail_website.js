/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ website: NonNullable<unknown> }} Mail_WebsiteInputs */

const en_mail_website = /** @type {(inputs: Mail_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Website: ${i?.website}`)
};

const es_mail_website = /** @type {(inputs: Mail_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sitio web: ${i?.website}`)
};

const fr_mail_website = /** @type {(inputs: Mail_WebsiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Site web : ${i?.website}`)
};

/**
* | output |
* | --- |
* | "Website: {website}" |
*
* @param {Mail_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_website = /** @type {((inputs: Mail_WebsiteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_WebsiteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_website(inputs)
	if (locale === "fr") return fr_mail_website(inputs)
	return en_mail_website(inputs)
});