/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_WebsiteInputs */

const en_partners_form_website = /** @type {(inputs: Partners_Form_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const es_partners_form_website = /** @type {(inputs: Partners_Form_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitio web`)
};

const fr_partners_form_website = /** @type {(inputs: Partners_Form_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site web`)
};

/**
* | output |
* | --- |
* | "Website" |
*
* @param {Partners_Form_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_website = /** @type {((inputs?: Partners_Form_WebsiteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_WebsiteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_website(inputs)
	if (locale === "fr") return fr_partners_form_website(inputs)
	return en_partners_form_website(inputs)
});