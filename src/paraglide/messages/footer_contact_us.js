/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Contact_UsInputs */

const en_footer_contact_us = /** @type {(inputs: Footer_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

const es_footer_contact_us = /** @type {(inputs: Footer_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto`)
};

const fr_footer_contact_us = /** @type {(inputs: Footer_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous contacter`)
};

/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Footer_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_contact_us = /** @type {((inputs?: Footer_Contact_UsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Contact_UsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_contact_us(inputs)
	if (locale === "fr") return fr_footer_contact_us(inputs)
	return en_footer_contact_us(inputs)
});