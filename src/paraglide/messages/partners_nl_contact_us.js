/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Contact_UsInputs */

const en_partners_nl_contact_us = /** @type {(inputs: Partners_Nl_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

const es_partners_nl_contact_us = /** @type {(inputs: Partners_Nl_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contáctanos`)
};

const fr_partners_nl_contact_us = /** @type {(inputs: Partners_Nl_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous contacter`)
};

/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Partners_Nl_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_contact_us = /** @type {((inputs?: Partners_Nl_Contact_UsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Contact_UsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_contact_us(inputs)
	if (locale === "fr") return fr_partners_nl_contact_us(inputs)
	return en_partners_nl_contact_us(inputs)
});