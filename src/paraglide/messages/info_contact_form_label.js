/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Form_LabelInputs */

const en_info_contact_form_label = /** @type {(inputs: Info_Contact_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact form`)
};

const es_info_contact_form_label = /** @type {(inputs: Info_Contact_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulario de contacto`)
};

const fr_info_contact_form_label = /** @type {(inputs: Info_Contact_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulaire de contact`)
};

/**
* | output |
* | --- |
* | "Contact form" |
*
* @param {Info_Contact_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_form_label = /** @type {((inputs?: Info_Contact_Form_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Form_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_form_label(inputs)
	if (locale === "fr") return fr_info_contact_form_label(inputs)
	return en_info_contact_form_label(inputs)
});