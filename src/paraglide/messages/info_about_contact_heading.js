/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Contact_HeadingInputs */

const en_info_about_contact_heading = /** @type {(inputs: Info_About_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get in touch`)
};

const es_info_about_contact_heading = /** @type {(inputs: Info_About_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contáctanos`)
};

const fr_info_about_contact_heading = /** @type {(inputs: Info_About_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous contacter`)
};

/**
* | output |
* | --- |
* | "Get in touch" |
*
* @param {Info_About_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_contact_heading = /** @type {((inputs?: Info_About_Contact_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Contact_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_contact_heading(inputs)
	if (locale === "fr") return fr_info_about_contact_heading(inputs)
	return en_info_about_contact_heading(inputs)
});