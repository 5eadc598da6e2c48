/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Form_HeadingInputs */

const en_info_contact_form_heading = /** @type {(inputs: Info_Contact_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send us a message`)
};

const es_info_contact_form_heading = /** @type {(inputs: Info_Contact_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíanos un mensaje`)
};

const fr_info_contact_form_heading = /** @type {(inputs: Info_Contact_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez-nous un message`)
};

/**
* | output |
* | --- |
* | "Send us a message" |
*
* @param {Info_Contact_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_form_heading = /** @type {((inputs?: Info_Contact_Form_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Form_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_form_heading(inputs)
	if (locale === "fr") return fr_info_contact_form_heading(inputs)
	return en_info_contact_form_heading(inputs)
});